import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDealCode } from '../../data/rpc/dealCode';
import type { DealRecord } from './dealSchema';
import { t } from './words';

/** The redemption code, as the server decides: verified-only codes go to verified veterans. */
export function DealCode({ deal }: { deal: DealRecord }) {
  const state = useDealCode(deal.id, deal.verified_only);
  return (
    <Stack gap="xs" aria-live="polite">
      {deal.verified_only ? <Text>{t('vetdeals.code.verifiedOnly')}</Text> : null}
      {state.status === 'loading' ? <Text>{t('vetdeals.code.checking')}</Text> : null}
      {state.status === 'code' ? (
        state.code ? (
          <Group gap="sm">
            <Text>{t('vetdeals.code.yours')}</Text>
            <Code fz="lg" data-testid="deal-code">
              {state.code}
            </Code>
          </Group>
        ) : (
          <Text>{t('vetdeals.code.none')}</Text>
        )
      ) : null}
      {state.status === 'refused' ? (
        <Alert
          variant="outline"
          title={t('vetdeals.code.refusedTitle')}
          data-testid="deal-code-refused"
        >
          <Stack gap="xs">
            <Text>{state.message}</Text>
            <Group>
              <Button component={Link} to={state.needsSignIn ? '/auth' : '/dashboard'} size="sm">
                {state.needsSignIn ? t('vetdeals.code.signIn') : t('vetdeals.code.verify')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {state.status === 'error' ? <Text>{state.message}</Text> : null}
    </Stack>
  );
}
