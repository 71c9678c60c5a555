import { List } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { OutboxDeliveryStatus } from '../../components/OutboxDeliveryStatus';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { NeedHelpNow } from './NeedHelpNow';
import { WhereToGoNext } from '../../components/WhereToGoNext';
import { PageSection } from '../../components/PageSection';

export default function FeedbackSuccessPage() {
  const [params] = useSearchParams();
  return (
    <ContentPage intro="Thank you for your feedback. This page shows whether it has reached the VetHub team.">
      <OutboxDeliveryStatus entryId={params.get('entry')} what="feedback" />

      <PageSection heading="What we do with it">
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
      </PageSection>

      <NeedHelpNow lead="Feedback is not read in real time." />

      <WhereToGoNext
        links={[
          { to: '/', label: 'Go to the home page' },
          { to: '/feedback', label: 'Send more feedback' },
        ]}
      />
    </ContentPage>
  );
}
