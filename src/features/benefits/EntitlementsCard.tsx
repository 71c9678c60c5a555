import { Card, Stack, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import type { Entitlement } from '../../lib/entitlements';
import { entitlementEligibility, entitlementName, entitlementNumbers } from './entitlementWords';
import { t } from './words';

/** One benefit of the entitlements list: its rules, its figures and its official page. */
export function EntitlementsCard({ item }: { item: Entitlement }) {
  const name = entitlementName(item.id);
  const numbers = entitlementNumbers(item);
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={`ent-${item.id}`}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`ent-${item.id}`}>
          {name}
        </Title>
        <Text>
          <strong>{t('benefits.card.eligibility')} </strong>
          {entitlementEligibility(item)}
        </Text>
        {numbers ? (
          <Text>
            <strong>{t('benefits.card.keyNumbers')} </strong>
            {numbers}
          </Text>
        ) : null}
        {item.url ? (
          <Text>
            <EntitlementLink id={item.id}>{t('benefits.card.official', { name })}</EntitlementLink>
          </Text>
        ) : (
          <Text>{t('benefits.card.noOfficialPage')}</Text>
        )}
      </Stack>
    </Card>
  );
}
