import { Card, Stack, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import type { Entitlement } from '../../lib/entitlements';

/** Drops pointers into our own data files, which mean nothing to a reader. */
function readableNumbers(keyNumbers: string): string {
  return keyNumbers.replace(/\s*\(see rates\.json\)/g, '');
}

/** One benefit of the entitlements list: its rules, its figures and its official page. */
export function EntitlementsCard({ item }: { item: Entitlement }) {
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={`ent-${item.id}`}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`ent-${item.id}`}>
          {item.name}
        </Title>
        <Text>
          <strong>Eligibility: </strong>
          {item.keyEligibility}
        </Text>
        {item.keyNumbers ? (
          <Text>
            <strong>Key numbers: </strong>
            {readableNumbers(item.keyNumbers)}
          </Text>
        ) : null}
        {item.url ? (
          <Text>
            <EntitlementLink id={item.id}>{`Official page: ${item.name}`}</EntitlementLink>
          </Text>
        ) : (
          <Text>
            There is no single official page: each state runs its own program. Ask your state&apos;s
            veterans affairs office.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
