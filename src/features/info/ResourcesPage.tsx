import { List, Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { HomeCrisisSection } from './HomeCrisisSection';
import { ResourcesBenefitsSection } from './ResourcesBenefitsSection';
import { ResourcesOrgList, type OrganizationKey } from './ResourcesOrgList';
import { PageSection } from '../../components/PageSection';

const trustedOrganizations: OrganizationKey[] = [
  'legion',
  'vfw',
  'dav',
  'pva',
  'nvlsp',
  'vetsProBono',
  'giveAnHour',
  'doleFoundation',
  'taps',
  'studentVeterans',
  'hireHeroes',
  'operationHomefront',
  'usaCares',
  'fisherHouse',
];

export default function ResourcesPage() {
  return (
    <ContentPage intro="Official VA pages and trusted organizations for benefits, care, work, school, housing and crisis help, gathered in one place.">
      <ResourcesBenefitsSection />

      <PageSection heading="Check a claim or find a VA location" narrow>
        <List spacing="xs">
          <List.Item>
            <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
              Check your VA claim or appeal status on VA.gov
            </ExternalLink>{' '}
            (you sign in on VA.gov). To understand the steps first, use the{' '}
            <InternalLink to="/benefits/claim-tracker">VetHub claim tracker</InternalLink>.
          </List.Item>
          <List.Item>
            <ExternalLink href="https://www.va.gov/find-locations/">
              Find a VA facility near you
            </ExternalLink>
            , such as a medical center, clinic or benefits office.
          </List.Item>
          <List.Item>
            <ExternalLink href="https://www.va.gov/">Go to VA.gov</ExternalLink> for everything else
            the VA offers.
          </List.Item>
        </List>
      </PageSection>

      <PageSection heading="Plain-language guides on VetHub" narrow>
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/benefits/entitlements">
              VA benefits you may be entitled to
            </InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/faq-example">Benefits questions, answered</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/healthcare">Health care</InternalLink>,{' '}
            <InternalLink to="/education">education</InternalLink> and{' '}
            <InternalLink to="/housing">housing</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/employment">Employment and the job translator</InternalLink>
          </List.Item>
        </List>
      </PageSection>

      <PageSection heading="Trusted organizations" narrow>
        <Text>
          These national organizations serve veterans, service members and their families. Several
          have accredited service officers who help with VA claims at no cost. We checked each name
          and website against a public source, but websites and programs change, so confirm details
          with the organization. Being listed here is not an endorsement.
        </Text>
        <ResourcesOrgList keys={trustedOrganizations} />
        <Text>
          More organizations and local businesses are in the{' '}
          <InternalLink to="/services">services directory</InternalLink>.
        </Text>
      </PageSection>

      <HomeCrisisSection />
    </ContentPage>
  );
}
