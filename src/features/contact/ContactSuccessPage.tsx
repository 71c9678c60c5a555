import { List, Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { SentPage } from '../../components/pages/SentPage';
import { NeedHelpNow } from './NeedHelpNow';
import { PageSection } from '../../components/PageSection';

export default function ContactSuccessPage() {
  return (
    <SentPage
      intro="Thank you for writing to the VetHub team. This page shows whether your message has reached us."
      what="message"
      next={{ to: '/contact', label: 'Send another message' }}
    >
      <PageSection heading="What happens next">
        <List spacing="xs">
          <List.Item>A person on the VetHub team reads every message.</List.Item>
          <List.Item>
            If you asked a question or a request needs your answer, we reply to the email address
            you gave.
          </List.Item>
          <List.Item>
            If you reported a listing, we review it and act if it breaks our rules.
          </List.Item>
        </List>
      </PageSection>

      <NeedHelpNow lead="We do not answer in real time.">
        <Text>
          For a VA claim, go to{' '}
          <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
            check your claim status on VA.gov
          </ExternalLink>
          . VetHub is not the VA. You can also read the{' '}
          <InternalLink to="/faq">frequently asked questions</InternalLink>.
        </Text>
      </NeedHelpNow>
    </SentPage>
  );
}
