import { Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { RequirementsLinks } from '../../components/RequirementsLinks';
import { PageSection } from '../../components/PageSection';

export default function PricingPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="What it costs businesses and organizations to reach veterans on VetHub. Today, everything a partner can do here is free." />

      <PageSection heading="What partners can do for free">
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/submit/service">List your organization or business</InternalLink> in
            the services directory.
          </List.Item>
          <List.Item>
            <InternalLink to="/submit/deal">Offer a VetDeal</InternalLink>: a discount for veterans
            and military families.
          </List.Item>
          <List.Item>
            <InternalLink to="/submit/blog">Write an article</InternalLink> for the VetHub blog.
          </List.Item>
          <List.Item>
            <InternalLink to="/submit/job">Post a job</InternalLink> on the job board.
          </List.Item>
        </List>
        <Text>
          Everything partners post is reviewed before it is published, to keep VetHub accurate and
          safe for veterans. Read what each kind of post needs first:
        </Text>
        <RequirementsLinks />
      </PageSection>

      <EmptyState
        title="Paid plans are not offered yet"
        actions={
          <Group gap="sm">
            <Button component={Link} to="/submit" variant="light">
              Post content for free
            </Button>
            <Button component={Link} to="/business" variant="light">
              Read about partnering with VetHub
            </Button>
          </Group>
        }
      >
        <Text>
          VetHub does not offer paid plans or paid featured placement yet, so there is nothing to
          buy and no price to show. You can post all of the content above for free now.
        </Text>
      </EmptyState>

      <PageSection heading="What paying will never buy">
        <Text>
          When paid options exist, they will not buy a way around review, a better place for your
          listing in crisis help or official VA information, or a change to what we say about
          benefits.{' '}
          <InternalLink to="/featured-listing">Read how featured placement works</InternalLink>.
        </Text>
        <Text>
          Questions about partnering? <InternalLink to="/contact">Contact us</InternalLink>.
        </Text>
      </PageSection>
    </Stack>
  );
}
