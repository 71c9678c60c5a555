import { Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';

export default function DonatePage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="VetHub is free for veterans and their families, and it has no advertising trackers. Donations pay for the nonprofit work behind it. Here you will be able to give online." />

      <PageSection heading="What your donation supports">
        <List spacing="sm">
          <List.Item>
            <strong>Keeping VetHub free for veterans.</strong> No veteran or family member pays to
            read a guide, use a benefits tool, save a deal or find a service.
          </List.Item>
          <List.Item>
            <strong>Accessibility.</strong> Testing with screen readers and keyboards,
            plain-language writing, and text size and contrast controls, for veterans living with
            low vision, TBI or PTSD.
          </List.Item>
          <List.Item>
            <strong>Offline tools.</strong> Keeping VetHub working on a weak or dropped connection,
            for veterans in rural areas or on limited data plans.
          </List.Item>
          <List.Item>
            <strong>Accurate facts.</strong> Checking benefits information against official sources
            and reviewing every listing before it is published.
          </List.Item>
        </List>
      </PageSection>

      <EmptyState
        title="Online donations are not open yet"
        actions={
          <Button component={Link} to="/contact" variant="light">
            Contact us
          </Button>
        }
      >
        <Text>
          You cannot donate on this page yet. If you would like to support VetHub before online
          donations open, reach us through the contact page.
        </Text>
      </EmptyState>

      <PageSection heading="Other ways to help">
        <List spacing="xs">
          <List.Item>
            Tell another veteran or family about VetHub, or share a{' '}
            <InternalLink to="/blog">blog guide</InternalLink> that helped you.
          </List.Item>
          <List.Item>
            <InternalLink to="/feedback">Send feedback</InternalLink> on what to fix or build next.
          </List.Item>
          <List.Item>
            If you run a business or organization,{' '}
            <InternalLink to="/submit">post a service, deal, article or job</InternalLink> for free.
          </List.Item>
        </List>
        <Text>
          Before you give, you can read our{' '}
          <InternalLink to="/donate/refund-policy">donation refund policy</InternalLink> and{' '}
          <InternalLink to="/transparency">how VetHub is run</InternalLink>.
        </Text>
      </PageSection>
    </Stack>
  );
}
