import { List, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { ContactCrisisNote } from './ContactCrisisNote';
import { FeedbackForm } from './FeedbackForm';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

export default function FeedbackPage() {
  const [params] = useSearchParams();
  return (
    <Stack gap="xl">
      <PageHeader intro={t('contact.feedback.intro')} />

      <PageSection heading={t('contact.feedback.helpsHeading')}>
        <List spacing="xs">
          <List.Item>
            <strong>{t('contact.feedback.hard')}</strong> {t('contact.feedback.hardText')}
          </List.Item>
          <List.Item>
            <strong>{t('contact.feedback.barrier')}</strong> {t('contact.feedback.barrierText')}
          </List.Item>
          <List.Item>
            <strong>{t('contact.feedback.missing')}</strong> {t('contact.feedback.missingText')}
          </List.Item>
          <List.Item>
            <strong>{t('contact.feedback.works')}</strong> {t('contact.feedback.worksText')}
          </List.Item>
        </List>
        <Text>{t('contact.feedback.private')}</Text>
        <Text>
          {t('contact.feedback.elsewhereBefore')}{' '}
          <InternalLink to="/contact">{t('contact.link.contactPage')}</InternalLink>{' '}
          {t('contact.feedback.elsewhereAfter')}
        </Text>
      </PageSection>

      <ContactCrisisNote />

      <PageSection id="feedback-form-heading" heading={t('contact.feedback.formHeading')}>
        <Text>{t('contact.feedback.formIntro')}</Text>
        <FeedbackForm page={params.get('page') ?? ''} />
      </PageSection>
    </Stack>
  );
}
