import { List, Stack } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { ClaimCalculatorExplanation } from './ClaimCalculatorExplanation';
import { ClaimCalculatorTool } from './ClaimCalculatorTool';
import { entitlementName } from './entitlementWords';
import { RelatedPages } from './RelatedPages';
import { t } from './words';

export default function ClaimCalculatorPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro={t('benefits.calc.intro')} />

      <ClaimCalculatorTool />

      <ClaimCalculatorExplanation />

      <RelatedPages>
        <List.Item>
          {t('benefits.calc.whoCanGet')}{' '}
          <EntitlementLink id="disability_compensation">
            {entitlementName('disability_compensation')}
          </EntitlementLink>
        </List.Item>
        <List.Item>
          <InternalLink to="/benefits/claim-tracker">{t('benefits.calc.stepsLink')}</InternalLink>
        </List.Item>
      </RelatedPages>
    </Stack>
  );
}
