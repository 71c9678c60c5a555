import { List, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';

export default function FeaturedListingPage() {
  return (
    <ContentPage intro="Featured placement lets a partner's article or listing appear in a highlighted spot on VetHub. This page explains how featured items are labelled and the limits we keep, so you always know what you are looking at.">
      <Stack gap="sm">
        <Title order={2}>How featured items are labelled</Title>
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
      </Stack>

      <Stack gap="sm">
        <Title order={2}>What featured placement never changes</Title>
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
      </Stack>

      <Stack gap="sm">
        <Title order={2}>How a partner features a listing</Title>
        <List type="ordered" spacing="xs">
          <List.Item>Post a deal, service or article and wait until it is live.</List.Item>
          <List.Item>
            Go to <InternalLink to="/payment">the payment page</InternalLink>, choose the listing
            and a plan (<InternalLink to="/pricing">see the plans</InternalLink>), and pay on the
            secure checkout.
          </List.Item>
          <List.Item>
            Once the payment is confirmed, the listing carries the Featured badge and is listed
            first in its directory until the plan&rsquo;s period ends. A new plan adds to a period
            that is still running.
          </List.Item>
        </List>
        <Text>
          Featured listings now live carry the Featured badge at the top of{' '}
          <InternalLink to="/vetdeals">VetDeals</InternalLink>,{' '}
          <InternalLink to="/services">Services</InternalLink> and{' '}
          <InternalLink to="/blog">the blog</InternalLink>.
        </Text>
      </Stack>
    </ContentPage>
  );
}
