import { List } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { SentPage } from '../../components/pages/SentPage';
import { NeedHelpNow } from './NeedHelpNow';
import { PageSection } from '../../components/PageSection';

export default function FeedbackSuccessPage() {
  return (
    <SentPage
      intro="Thank you for your feedback. This page shows whether it has reached the VetHub team."
      what="feedback"
      next={{ to: '/feedback', label: 'Send more feedback' }}
    >
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
    </SentPage>
  );
}
