import { Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import type { LinkCard } from '../../components/LinkCardGrid';
import { HubPage } from '../../components/pages/HubPage';
import { PageSection } from '../../components/PageSection';
import { entitlements } from '../../lib/entitlements';
import { BenefitsCategorySections } from './BenefitsCategorySections';

const tools: LinkCard[] = [
  {
    title: 'Disability claim calculator',
    purpose: 'Learn how VA combines several disability ratings into one.',
    to: '/benefits/claim-calculator',
    action: 'Open the claim calculator',
  },
  {
    title: 'Claim tracker',
    purpose: 'Keep a private record of your VA claims and the step each one is on, on this device.',
    to: '/benefits/claim-tracker',
    action: 'Open the claim tracker',
  },
  {
    title: 'Entitlements',
    purpose: `Check which of ${entitlements.length} VA and related benefits you may qualify for, and why, with the official page for each.`,
    to: '/benefits/entitlements',
    action: 'See all entitlements',
  },
];

export default function BenefitsPage() {
  return (
    <HubPage
      intro="VA benefits in plain words: what each one is for, who it is generally for, and where to apply on VA.gov. Only VA decides whether you qualify."
      toolsHeading="Benefits tools"
      tools={tools}
    >
      <PageSection heading="How to read the lists below">
        <Text>
          Each benefit links to its official page on VA.gov (or, for a few, the Defense Department
          or your state). The short line after it says who it is generally for. The rules have
          exceptions and details, so read the official page before you apply. A link marked
          &ldquo;verify on VA.gov&rdquo; points to a page our research could not confirm.
        </Text>
      </PageSection>

      <BenefitsCategorySections />

      <PageSection heading="More help with benefits">
        <Text>
          The <InternalLink to="/benefits/entitlements">full list of entitlements</InternalLink>{' '}
          gives each benefit&apos;s eligibility rules in more detail. It also covers{' '}
          <EntitlementLink id="commissary_exchange" />, open to all veterans with a VA
          service-connected rating and some other groups.
        </Text>
        <Text>
          Have a question about a benefit?{' '}
          <InternalLink to="/faq-example">Read benefits questions, answered</InternalLink>.
        </Text>
        <Text>
          VetHub is not the VA. To apply, or to check a claim you already filed, go to{' '}
          <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink> or{' '}
          <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
            check your claim status on VA.gov
          </ExternalLink>
          .
        </Text>
      </PageSection>
    </HubPage>
  );
}
