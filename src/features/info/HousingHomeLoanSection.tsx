import { List, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InfoBlock } from './InfoBlock';

/** The VA home loan guaranty and its Certificate of Eligibility, from entitlements.json. */
export function HousingHomeLoanSection() {
  return (
    <InfoBlock heading="VA home loan">
      <Text>
        VA backs home loans made by private lenders to eligible veterans, service members and
        certain surviving spouses. To use it, you need a Certificate of Eligibility (COE), which
        shows that your service meets VA&apos;s minimum for your era.
      </Text>
      <Title order={3}>Service you need for a COE</Title>
      <Text>Some examples of the minimum service:</Text>
      <List spacing="xs">
        <List.Item>Still serving: 90 days in a row.</List.Item>
        <List.Item>
          Served from August 2, 1990 to now: 24 months in a row, or the full period you were called
          to active duty (at least 90 days), or at least 90 days if you were discharged for a
          qualifying reason, or less than 90 days if you were discharged for a service-connected
          disability.
        </List.Item>
        <List.Item>
          Served from September 8, 1980 to August 1, 1990: 24 months, or the full period you were
          called to active duty (at least 181 days).
        </List.Item>
        <List.Item>
          National Guard or Reserve: 6 years, or 90 days of active duty under Title 10 orders (with
          at least 30 days in a row).
        </List.Item>
        <List.Item>Certain surviving spouses can also get a COE.</List.Item>
      </List>
      <Text>
        Other eras have their own rules. Having a COE does not guarantee a loan: the lender also
        looks at your credit and income, and you must plan to live in the home.
      </Text>
      <Text>
        <EntitlementLink id="home_loan">VA home loan eligibility on VA.gov</EntitlementLink>
      </Text>
    </InfoBlock>
  );
}
