import { List, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { CrisisLineContacts } from './HomeCrisisSection';
import { HousingHomeLoanSection } from './HousingHomeLoanSection';
import { ResourcesOrgList } from './ResourcesOrgList';
import { CheckWhatFits } from './CheckWhatFits';
import { InfoBlock } from './InfoBlock';

export default function HousingPage() {
  return (
    <ContentPage intro="Help with a home after service: the VA home loan, grants to adapt a home for a disability, state tax breaks, and where to turn if you might lose your home.">
      <HousingHomeLoanSection />

      <InfoBlock heading="Grants to build or adapt a home">
        <Text>
          Specially Adapted Housing (SAH) and Special Home Adaptation (SHA) grants help veterans
          with certain severe service-connected disabilities build or change a home so they can live
          in it more easily. Examples of these disabilities include the loss, or loss of use, of
          limbs, blindness and severe burns.
        </Text>
        <Text>
          <EntitlementLink id="adapted_housing_grants">
            Disability housing grants on VA.gov
          </EntitlementLink>
        </Text>
        <Text>Some nonprofits also build adapted homes for severely injured veterans:</Text>
        <ResourcesOrgList keys={['homesForOurTroops']} />
      </InfoBlock>

      <InfoBlock heading="State property-tax exemptions">
        <Text>
          Some states lower or remove property tax on the home of a veteran with a VA disability
          rating. This is a state benefit, not a VA benefit, so the rules are different in every
          state. They usually depend on your VA disability rating and on the home being your main
          residence (your homestead).
        </Text>
        <Text>
          Ask your state&apos;s veterans affairs office, or your local tax office, what your state
          offers and what proof it needs.
        </Text>
      </InfoBlock>

      <InfoBlock heading="At risk of losing your home">
        <Text>
          If you are behind on rent or your mortgage, facing eviction or foreclosure, or have
          nowhere safe to stay tonight, reach out now. Acting early gives you more options.
        </Text>
        <List spacing="xs">
          <List.Item>
            <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink> has the VA&apos;s
            programs for veterans who are homeless or at risk of losing their home, and for VA home
            loan borrowers who are struggling with payments.
          </List.Item>
          <List.Item>
            <ExternalLink href="https://www.va.gov/find-locations/">
              Find your nearest VA medical center
            </ExternalLink>{' '}
            and ask for help with housing.
          </List.Item>
          <List.Item>
            Search the <InternalLink to="/services">services directory</InternalLink> for housing
            help near you.
          </List.Item>
        </List>
        <Text>These nonprofits help veterans and families keep or find a home:</Text>
        <ResourcesOrgList keys={['usaCares', 'voa', 'operationHomefront']} />
        <Title order={3}>If this is overwhelming</Title>
        <Text>
          Losing a home is a crisis. If you are thinking about harming yourself, contact the
          Veterans Crisis Line:
        </Text>
        <CrisisLineContacts />
      </InfoBlock>

      <CheckWhatFits intro="See which VA benefits may apply to you, including housing benefits, or browse all the benefits tools." />
    </ContentPage>
  );
}
