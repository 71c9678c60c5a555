import { List, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { ContactCrisisNote } from './ContactCrisisNote';
import { FeedbackForm } from './FeedbackForm';
import { PageSection } from '../../components/PageSection';

export default function FeedbackPage() {
  const [params] = useSearchParams();
  return (
    <Stack gap="xl">
      <PageHeader intro="Tell us what works for you on VetHub and what gets in your way. Your feedback decides what we fix and build next." />

      <PageSection heading="Feedback that helps most">
        <List spacing="xs">
          <List.Item>
            <strong>Something hard to use:</strong> a page that is confusing, slow, or hard to read
            at a large text size or on a small screen.
          </List.Item>
          <List.Item>
            <strong>An accessibility barrier:</strong> tell us the page and the tool you use, such
            as a screen reader, keyboard or magnifier.
          </List.Item>
          <List.Item>
            <strong>Something missing:</strong> a benefit, a kind of service or a question the site
            does not answer.
          </List.Item>
          <List.Item>
            <strong>Something that works well,</strong> so we keep it that way.
          </List.Item>
        </List>
        <Text>
          Please do not include your Social Security number, VA file number or medical details. We
          do not need them to act on feedback.
        </Text>
        <Text>
          To report a wrong listing, a suspicious deal or a request about your data, use the{' '}
          <InternalLink to="/contact">contact page</InternalLink> instead, so we can reply to you.
        </Text>
      </PageSection>

      <ContactCrisisNote />

      <PageSection id="feedback-form-heading" heading="Send feedback">
        <Text>
          Only the topic and your feedback are required. If you are offline, your feedback is kept
          on this device and sent as soon as you are back online.
        </Text>
        <FeedbackForm page={params.get('page') ?? ''} />
      </PageSection>
    </Stack>
  );
}
