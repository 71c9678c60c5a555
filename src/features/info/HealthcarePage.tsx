import { List, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { ExternalLink } from '../../components/ExternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { HealthcarePriorityGroupsSection } from './HealthcarePriorityGroupsSection';
import { CrisisLineContacts } from './HomeCrisisSection';
import { ResourcesOrgList } from './ResourcesOrgList';
import { CheckWhatFits } from './CheckWhatFits';
import { InfoBlock } from './InfoBlock';

export default function HealthcarePage() {
  return (
    <ContentPage intro="Who can get VA health care, how VA sorts enrolled veterans into priority groups, and where to find mental health and crisis support. VA decides eligibility; the official links below have the full rules.">
      <InfoBlock heading="Who can get VA health care">
        <Text>
          You may be able to enroll if you served in the active military, naval or air service and
          were not dishonorably discharged.
        </Text>
        <List spacing="xs">
          <List.Item>
            If you enlisted after September 7, 1980, or entered active duty after October 16, 1981,
            you generally need 24 months in a row of service, or the full period you were called to
            active duty. There are exceptions, for example if you were discharged for a
            service-connected disability, for hardship or for an early out.
          </List.Item>
          <List.Item>
            National Guard and Reserve members can qualify if they completed federal active-duty
            orders.
          </List.Item>
        </List>
        <Title order={3}>Toxic exposure and the PACT Act</Title>
        <Text>
          Since March 5, 2024, many veterans can enroll directly, without first applying for
          disability benefits. This includes veterans who were exposed to toxins, who served in
          Vietnam, the Gulf War, Iraq, Afghanistan or any combat zone after 9/11, or who deployed in
          support of Global War on Terror operations.
        </Text>
        <Text>
          <EntitlementLink id="health_care">VA health care eligibility on VA.gov</EntitlementLink>
        </Text>
      </InfoBlock>

      <HealthcarePriorityGroupsSection />

      <InfoBlock heading="Mental health and crisis support">
        <Text>
          Stress, sleep problems, grief, anger and memories that will not let go are common after
          service. Asking for help is a strength, and it is never too early or too late.
        </Text>
        <Title order={3}>If you are in crisis now</Title>
        <Text>Contact the Veterans Crisis Line:</Text>
        <CrisisLineContacts />
        <Title order={3}>Ongoing care</Title>
        <Text>
          If you are enrolled in VA health care, ask your VA medical center or clinic about mental
          health care. These nonprofits also offer free counseling or treatment:
        </Text>
        <ResourcesOrgList keys={['giveAnHour', 'headstrong']} />
      </InfoBlock>

      <InfoBlock heading="Find a VA facility">
        <Text>Search for VA medical centers, clinics and other VA locations near you.</Text>
        <Text>
          <ExternalLink href="https://www.va.gov/find-locations/">
            Find a VA location on VA.gov
          </ExternalLink>
        </Text>
      </InfoBlock>

      <CheckWhatFits intro="See which VA benefits may apply to you, including health care, or browse all the benefits tools." />
    </ContentPage>
  );
}
