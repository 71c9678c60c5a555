import { List, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';

export default function FeaturedListingPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Featured placement lets a partner's article or listing appear in a highlighted spot on VetHub. This page explains how featured items are labelled and the limits we keep, so you always know what you are looking at." />

      <PageSection heading="How featured items are labelled">
        <List spacing="xs">
          <List.Item>
            Every featured article or listing carries the word &ldquo;Featured&rdquo; on it. The
            label is written out, not shown by color or an icon alone, and screen readers announce
            it.
          </List.Item>
          <List.Item>
            The label stays with the item wherever it appears, including in lists and search
            results.
          </List.Item>
          <List.Item>A featured item passes the same review as every other post.</List.Item>
        </List>
      </PageSection>

      <PageSection heading="What featured placement never changes">
        <List spacing="xs">
          <List.Item>
            Crisis help, safety warnings and official VA information always come first. Featured
            placement never moves them down or pushes them off a page.
          </List.Item>
          <List.Item>
            It never changes what VetHub says about a VA benefit, and it never changes the facts or
            sources behind our benefits pages.
          </List.Item>
          <List.Item>
            It never hides a report or a warning about a listing, and it never skips review.
          </List.Item>
        </List>
        <Text>
          <InternalLink to="/transparency">Read how VetHub reviews listings</InternalLink>.
        </Text>
      </PageSection>

      <EmptyState title="Featured placement is not available yet">
        <Text>
          Partners cannot buy or request featured placement yet. You can still{' '}
          <InternalLink to="/submit">post a service, deal, article or job for free</InternalLink>,
          or read about <InternalLink to="/pricing">what partners can do today</InternalLink>.
        </Text>
      </EmptyState>
    </Stack>
  );
}
