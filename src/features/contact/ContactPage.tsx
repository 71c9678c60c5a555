import { Text } from '@mantine/core';
import { ListSection } from '../../components/ListSection';
import { ContentPage } from '../../components/pages/ContentPage';
import { ContactCrisisNote } from './ContactCrisisNote';
import { ContactForm } from './ContactForm';
import { PageSection } from '../../components/PageSection';
import { LinkedParagraph, LinkedText } from '../../components/content/LinkedText';
import { t } from './words';

export default function ContactPage() {
  // Each bullet leads with what the message is about, in bold.
  const about = [
    <>
      <strong>{t('contact.about.questions')}</strong> {t('contact.about.questionsText')}
    </>,
    <>
      <strong>{t('contact.about.corrections')}</strong> {t('contact.about.correctionsText')}
    </>,
    <>
      <strong>{t('contact.about.accessibility')}</strong>{' '}
      <LinkedText message={t('contact.about.accessibilityText')} links={['/accessibility']} />
    </>,
    <>
      <strong>{t('contact.about.suspicious')}</strong> {t('contact.about.suspiciousText')}
    </>,
    <>
      <strong>{t('contact.about.data')}</strong>{' '}
      <LinkedText message={t('contact.about.dataText')} links={['/privacy']} />
    </>,
  ];
  return (
    <ContentPage intro={t('contact.page.intro')}>
      <ContactCrisisNote />

      <PageSection id="contact-form-heading" heading={t('contact.page.formHeading')}>
        <Text>{t('contact.page.formIntro')}</Text>
        <ContactForm />
      </PageSection>

      <ListSection heading={t('contact.about.heading')} items={about}>
        <LinkedParagraph
          message={t('contact.about.answers')}
          links={['/faq', '/disclaimer', '/transparency']}
        />
        <LinkedParagraph message={t('contact.about.feedback')} links={['/feedback']} />
      </ListSection>

      <PageSection heading={t('contact.notVa.heading')}>
        <LinkedParagraph
          message={t('contact.notVa.text')}
          links={[
            'https://www.va.gov/',
            'https://www.va.gov/claim-or-appeal-status/',
            'https://www.va.gov/find-locations/',
          ]}
        />
      </PageSection>
    </ContentPage>
  );
}
