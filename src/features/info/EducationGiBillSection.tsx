import { List, Table, Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { PageSection } from '../../components/PageSection';
import { InfoBlock } from './InfoBlock';

// The tiers VA publishes for the Post-9/11 GI Bill (entitlements.json, post911_gi_bill).
const tiers: [string, string][] = [
  ['At least 1,095 days (36 months)', '100%'],
  ['910 to 1,094 days', '90%'],
  ['730 to 909 days', '80%'],
  ['545 to 729 days', '70%'],
  ['180 to 544 days', '60%'],
  ['90 to 179 days', '50%'],
  ['Purple Heart, or 30 days and discharged for a service-connected disability', '100%'],
];

/** The three GI Bill programs, in the words of data/va/entitlements.json. */
export function EducationGiBillSection() {
  return (
    <PageSection heading="GI Bill benefits">
      <Text maw="46rem">
        The GI Bill helps pay for school and training after you serve. There are several GI Bill
        programs. Which one you can use depends on when and how you served.
      </Text>

      <InfoBlock heading="Post-9/11 GI Bill (Chapter 33)" order={3}>
        <Text>You may qualify if, on or after September 11, 2001, you:</Text>
        <List spacing="xs">
          <List.Item>served at least 90 days on active duty in total, or</List.Item>
          <List.Item>received a Purple Heart, or</List.Item>
          <List.Item>
            served at least 30 days in a row and were discharged because of a service-connected
            disability.
          </List.Item>
        </List>
        <Text>
          You get a percentage of the full benefit, based on how long you served on active duty on
          or after September 11, 2001:
        </Text>
        <Table withTableBorder withColumnBorders>
          <Table.Caption>Post-9/11 GI Bill benefit level by time served</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Active-duty service</Table.Th>
              <Table.Th scope="col">Share of the full benefit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tiers.map(([service, share]) => (
              <Table.Tr key={service}>
                <Table.Td>{service}</Table.Td>
                <Table.Td>{share}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text>
          <EntitlementLink id="post911_gi_bill">Post-9/11 GI Bill on VA.gov</EntitlementLink>
        </Text>
      </InfoBlock>

      <InfoBlock heading="Montgomery GI Bill Active Duty (Chapter 30)" order={3}>
        <Text>
          Generally for people who entered active duty after June 30, 1985, had their pay reduced by
          $100 a month for their first 12 months ($1,200 in total), received an honorable discharge
          and have a high school diploma or GED. VA sets out four eligibility categories; the
          official page explains which one fits you.
        </Text>
        <Text>
          <EntitlementLink id="mgib_ad">Montgomery GI Bill Active Duty on VA.gov</EntitlementLink>
        </Text>
      </InfoBlock>

      <InfoBlock heading="Montgomery GI Bill Selected Reserve (Chapter 1606)" order={3}>
        <Text>
          For members of the Selected Reserve who signed up for a six-year obligation, completed
          their initial active duty for training and have a high school diploma. You can generally
          use it while you remain in the Selected Reserve.
        </Text>
        <Text>
          <EntitlementLink id="mgib_sr">
            Montgomery GI Bill Selected Reserve on VA.gov
          </EntitlementLink>
        </Text>
      </InfoBlock>
    </PageSection>
  );
}
