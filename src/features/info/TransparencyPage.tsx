import { List, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { RequirementsLinks } from '../../components/RequirementsLinks';
import { TransparencySources } from './TransparencySources';
import { PageSection } from '../../components/PageSection';

export default function TransparencyPage() {
  return (
    <ContentPage intro="You should know who pays for VetHub, how listings get on it and where its facts come from. This page sets all of that out, including what we could not confirm.">
      <PageSection heading="How VetHub is run">
        <Text>
          VetHub is run as a nonprofit and is free for veterans and families to use. It is paid for
          in two ways:
        </Text>
        <List spacing="xs">
          <List.Item>
            <strong>Donations.</strong> Gifts from people who want to support the work, through the{' '}
            <InternalLink to="/donate">Support us page</InternalLink>. The{' '}
            <InternalLink to="/donate/refund-policy">donation refund policy</InternalLink> explains
            how to ask for a refund.
          </List.Item>
          <List.Item>
            <strong>Paid placement.</strong> Partners may pay for featured placement of a listing or
            article. See <InternalLink to="/pricing">pricing plans</InternalLink> and{' '}
            <InternalLink to="/featured-listing">how featured placement works</InternalLink>.
          </List.Item>
        </List>
        <Title order={3}>How paid placement is labelled</Title>
        <Text>
          A listing or article that a partner paid to promote is labelled "Featured" or "Sponsored"
          in words. Paying gives a post a more prominent place. It does not change our rules, it
          does not mean we endorse the partner, and it never changes the benefit facts or figures we
          show.
        </Text>
        <Text>VetHub does not run advertising networks and does not sell data.</Text>
      </PageSection>

      <PageSection heading="How listings are reviewed">
        <Text>
          Services, VetDeals, jobs and articles are posted by partners with a VetHub account. Each
          kind has a requirements page that says what it needs:
        </Text>
        <RequirementsLinks />
        <Text>
          We check posts against these requirements and the{' '}
          <InternalLink to="/terms">terms of use</InternalLink>, and we look into every report from
          readers. Only active listings are shown. When a listing is taken down, it disappears from
          the directory, and if you saved it, your saved copy is marked as no longer available.
        </Text>
      </PageSection>

      <TransparencySources />

      <PageSection heading="How corrections are handled">
        <Text>
          If you find a mistake,{' '}
          <InternalLink to="/contact">tell us through the contact page</InternalLink>. It helps to
          include:
        </Text>
        <List spacing="xs">
          <List.Item>the page and the fact that looks wrong;</List.Item>
          <List.Item>what you believe is right, and where you saw it, if you know.</List.Item>
        </List>
        <Text>
          We check the report against the official source. If we were wrong, we fix the fact and
          update the source and date shown next to it. If a partner's listing is wrong, we ask the
          partner to fix it, and we hide the listing if it could mislead veterans in the meantime.
        </Text>
      </PageSection>
    </ContentPage>
  );
}
