import { List, Stack } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { ClaimCalculatorExplanation } from './ClaimCalculatorExplanation';
import { ClaimCalculatorTool } from './ClaimCalculatorTool';
import { RelatedPages } from './RelatedPages';

export default function ClaimCalculatorPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Enter your VA disability ratings and your dependents to estimate your combined rating and monthly compensation, with every step shown. VA does not add ratings together; the explanation below shows how it combines them." />

      <ClaimCalculatorTool />

      <ClaimCalculatorExplanation />

      <RelatedPages>
        <List.Item>
          Who can get compensation: <EntitlementLink id="disability_compensation" />
        </List.Item>
        <List.Item>
          <InternalLink to="/benefits/claim-tracker">
            What each step of a VA claim means
          </InternalLink>
        </List.Item>
      </RelatedPages>
    </Stack>
  );
}
