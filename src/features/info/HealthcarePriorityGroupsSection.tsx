import { List, Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InfoBlock } from './InfoBlock';

// Paraphrased from health_priority_groups in data/va/entitlements.json.
const groups: string[] = [
  'A service-connected disability rating of 50% or more, or VA has found you unable to work because of service-connected conditions, or you received the Medal of Honor.',
  'A service-connected disability rating of 30% or 40%.',
  'You are a former prisoner of war, received a Purple Heart, were discharged for a disability caused or made worse by service, have a service-connected rating of 10% or 20%, or have special eligibility under 38 U.S.C. 1151.',
  'You receive VA Aid and Attendance or housebound benefits, or you are catastrophically disabled.',
  'You have no service-connected disability, or a 0% service-connected rating for which VA pays no compensation, and your income is below VA’s adjusted limits; or you receive a VA pension; or you are eligible for Medicaid.',
  'You have a 0% service-connected rating for which VA pays compensation; or certain exposures (ionizing radiation, Project 112/SHAD, or at least 30 days at Camp Lejeune between August 1, 1953 and December 31, 1987); or you served in Vietnam between January 9, 1962 and May 7, 1975, in the Gulf War between August 2, 1990 and November 11, 1998, or in a combat theater after November 11, 1998 (for a limited time).',
  'Your income is above VA’s national limit but below the limit for where you live, and you agree to pay copays.',
  'Your income is above both limits, and you agree to pay copays.',
];

export function HealthcarePriorityGroupsSection() {
  return (
    <InfoBlock heading="Priority groups">
      <Text>
        When you enroll, VA places you in one of 8 priority groups. Group 1 is the highest. Your
        group depends on things like your disability rating, your service history and your income,
        and it can affect whether you pay copays.
      </Text>
      <List spacing="sm">
        {groups.map((text, index) => (
          <List.Item key={text}>
            <Text span fw={700}>
              Priority group {index + 1}:
            </Text>{' '}
            {text}
          </List.Item>
        ))}
      </List>
      <Text>
        The PACT Act changed some details of group 6, so check the official page for the current
        rules before you rely on this list.
      </Text>
      <Text>
        <EntitlementLink id="health_priority_groups">
          VA health care priority groups on VA.gov
        </EntitlementLink>
      </Text>
    </InfoBlock>
  );
}
