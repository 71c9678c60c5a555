import { List, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { OutboxDeliveryStatus } from '../../components/OutboxDeliveryStatus';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { WhereToGoNext } from '../../components/WhereToGoNext';

export default function FeedbackSuccessPage() {
  const [params] = useSearchParams();
  return (
    <Stack gap="xl">
      <PageHeader intro="Thank you for your feedback. This page shows whether it has reached the VetHub team." />
      <OutboxDeliveryStatus entryId={params.get('entry')} what="feedback" />

      <Stack gap="sm">
        <Title order={2}>What we do with it</Title>
        <List spacing="xs">
          <List.Item>The VetHub team reads all feedback.</List.Item>
          <List.Item>
            We use it to decide what to fix first, especially barriers that stop people from using a
            page.
          </List.Item>
          <List.Item>
            We may not reply to each message. If you need an answer, use the{' '}
            <InternalLink to="/contact">contact page</InternalLink>.
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>Need help now?</Title>
        <Text>
          Feedback is not read in real time. If you are in crisis, contact the Veterans Crisis Line:
          call 988 then press 1, text 838255, or{' '}
          <ExternalLink href="https://www.veteranscrisisline.net/get-help-now/chat/">
            chat online with the Veterans Crisis Line
          </ExternalLink>
          .
        </Text>
      </Stack>

      <WhereToGoNext
        links={[
          { to: '/', label: 'Go to the home page' },
          { to: '/feedback', label: 'Send more feedback' },
        ]}
      />
    </Stack>
  );
}
