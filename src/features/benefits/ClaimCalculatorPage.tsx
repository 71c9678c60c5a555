import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { EntitlementLink } from '../../components/EntitlementLink';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

const ratesUrl = 'https://www.va.gov/disability/compensation-rates/veteran-rates/';

export default function ClaimCalculatorPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="When you have more than one service-connected condition, VA does not add the ratings together. This page explains how VA combines them, and it is where you will be able to estimate your combined rating and monthly compensation." />

      <Stack gap="sm">
        <Title order={2}>How VA combines ratings</Title>
        <Text>
          VA applies each further disability to the part of you that is still
          &ldquo;efficient&rdquo;, not to the whole 100 percent. The regulation (38 CFR 4.25) puts
          it this way:
        </Text>
        <Paper withBorder radius="md" p="md" component="blockquote" m={0}>
          <Text>
            &ldquo;A person having a 60 percent disability is considered 40 percent efficient.
            Proceeding from this 40 percent efficiency, the effect of a further 30 percent
            disability is to leave only 70 percent of the efficiency remaining &hellip; or 28
            percent efficiency altogether. The individual is thus 72 percent disabled.&rdquo;
          </Text>
        </Paper>
        <Title order={3}>The steps VA follows</Title>
        <List type="ordered" spacing="xs">
          <List.Item>Put the ratings in order, from the highest to the lowest.</List.Item>
          <List.Item>
            Combine the two highest using VA&apos;s Combined Ratings Table. The result is a whole
            number, called the combined value.
          </List.Item>
          <List.Item>
            Combine that value, exactly as found in the table, with the next rating. Repeat until
            every rating is used. Do not round in between.
          </List.Item>
          <List.Item>
            Round once, at the very end, to the nearest multiple of 10. Values ending in 1 to 4 go
            down; values ending in 5 to 9 go up.
          </List.Item>
        </List>
        <Text>
          A rating of 0% does not change the combined value. When conditions affect both arms or
          both legs, VA also applies an extra rule called the bilateral factor before combining.
        </Text>

        <Title order={3}>Worked example: 50%, 30% and 10%</Title>
        <Text>This is VA&apos;s own example.</Text>
        <List type="ordered" spacing="xs">
          <List.Item>50% combined with 30% gives 65.</List.Item>
          <List.Item>65 combined with 10% gives 69.</List.Item>
          <List.Item>69 rounds up to a combined rating of 70%.</List.Item>
        </List>
        <Text>
          Adding the ratings would give 90, which is not how VA counts. Multiplying them out with
          decimals and rounding only at the end can also give a different answer for some
          combinations of three or more ratings. The table method, step by step, is the one VA uses.
        </Text>
        <Text>
          Individual Unemployability (TDIU) pays at the 100% rate but does not change your combined
          rating. Read about <EntitlementLink id="tdiu" />.
        </Text>
      </Stack>

      <EmptyState
        title="The calculator"
        actions={
          <ExternalLink href={ratesUrl}>
            See VA disability compensation rates on VA.gov
          </ExternalLink>
        }
      >
        <Text>
          The interactive calculator, where you enter your ratings and dependents to estimate your
          combined rating and monthly payment, is not on this page yet. Until then, you can use the
          steps above, and VA&apos;s rates page lists the monthly amount for each combined rating.
        </Text>
      </EmptyState>

      <Stack gap="sm">
        <Title order={2}>Related pages</Title>
        <List spacing="xs">
          <List.Item>
            Who can get compensation: <EntitlementLink id="disability_compensation" />
          </List.Item>
          <List.Item>
            <InternalLink to="/benefits/claim-tracker">
              What each step of a VA claim means
            </InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/benefits/entitlements">
              All VA benefits you may be entitled to
            </InternalLink>
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
