import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { ListSection } from '../../components/ListSection';
import { PageHeader } from '../../components/PageHeader';
import { ContactCrisisNote } from './ContactCrisisNote';
import { FeedbackForm } from './FeedbackForm';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

// What helps: each bullet leads with its subject in bold (message ids).
const helps = [
  ['contact.feedback.hard', 'contact.feedback.hardText'],
  ['contact.feedback.barrier', 'contact.feedback.barrierText'],
  ['contact.feedback.missing', 'contact.feedback.missingText'],
  ['contact.feedback.works', 'contact.feedback.worksText'],
] as const;

export default function FeedbackPage() {
  const [params] = useSearchParams();
  const helpItems = helps.map(([subject, text]) => (
    <>
      <strong>{t(subject)}</strong> {t(text)}
    </>
  ));
  return (
    <Stack gap="xl">
      <PageHeader intro={t('contact.feedback.intro')} />

      <ListSection heading={t('contact.feedback.helpsHeading')} items={helpItems}>
        <Text>{t('contact.feedback.private')}</Text>
        <LinkedParagraph message={t('contact.feedback.elsewhere')} links={['/contact']} />
      </ListSection>

      <ContactCrisisNote />

      <PageSection id="feedback-form-heading" heading={t('contact.feedback.formHeading')}>
        <Text>{t('contact.feedback.formIntro')}</Text>
        <FeedbackForm page={params.get('page') ?? ''} />
      </PageSection>
    </Stack>
  );
}
