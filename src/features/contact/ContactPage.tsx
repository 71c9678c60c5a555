import { Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ListSection } from '../../components/ListSection';
import { ContentPage } from '../../components/pages/ContentPage';
import { ContactCrisisNote } from './ContactCrisisNote';
import { ContactForm } from './ContactForm';
import { PageSection } from '../../components/PageSection';
import { LinkSentence } from '../../components/content/LinkSentence';
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
      <strong>{t('contact.about.accessibility')}</strong> {t('contact.about.accessibilityText')}{' '}
      <InternalLink to="/accessibility">{t('contact.about.accessibilityLink')}</InternalLink>.
    </>,
    <>
      <strong>{t('contact.about.suspicious')}</strong> {t('contact.about.suspiciousText')}
    </>,
    <>
      <strong>{t('contact.about.data')}</strong> {t('contact.about.dataText')}{' '}
      <InternalLink to="/privacy">{t('contact.about.privacyLink')}</InternalLink>.
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
        <Text>
          {t('contact.about.answersBefore')}{' '}
          <InternalLink to="/faq">{t('contact.link.faq')}</InternalLink>
          {t('contact.about.answersDisclaimerBefore')}{' '}
          <InternalLink to="/disclaimer">{t('contact.about.disclaimerLink')}</InternalLink>{' '}
          {t('contact.about.answersReviewBefore')}{' '}
          <InternalLink to="/transparency">{t('contact.about.reviewLink')}</InternalLink>.
        </Text>
        <LinkSentence to="/feedback" link={t('contact.about.feedbackLink')}>
          {t('contact.about.feedbackBefore')}
        </LinkSentence>
      </ListSection>

      <PageSection heading={t('contact.notVa.heading')}>
        <Text>
          {t('contact.notVa.before')}{' '}
          <ExternalLink href="https://www.va.gov/">{t('contact.notVa.vaGov')}</ExternalLink>
          {t('contact.notVa.or')}{' '}
          <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
            {t('contact.link.claimStatus')}
          </ExternalLink>
          {t('contact.notVa.visit')}{' '}
          <ExternalLink href="https://www.va.gov/find-locations/">
            {t('contact.notVa.locator')}
          </ExternalLink>
          .
        </Text>
      </PageSection>
    </ContentPage>
  );
}
