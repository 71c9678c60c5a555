import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDealCode } from '../../data/rpc/dealCode';
import type { DealRecord } from './dealSchema';
import { t } from './words';

/**
 * The server's and the data layer's known answers, in English, to their message ids (the
 * vet_deal_code function in supabase/migrations, src/data/rpc/dealCode.ts). Any other answer is
 * shown as it came.
 */
const ANSWERS = new Map([
  ['Sign in as a verified veteran to see this code', 'vetdeals.code.signInForCode'],
  [
    'This code is for verified veterans only. Verify your veteran status to see it.',
    'vetdeals.code.verifyForCode',
  ],
  ['The code could not be loaded. Check your connection.', 'vetdeals.code.notLoaded'],
  ['Deal not found', 'vetdeals.code.dealNotFound'],
]);

function answer(message: string): string {
  const id = ANSWERS.get(message);
  return id ? t(id) : message;
}

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
            <Text>{answer(state.message)}</Text>
            <Group>
              <Button component={Link} to={state.needsSignIn ? '/auth' : '/dashboard'} size="sm">
                {state.needsSignIn ? t('vetdeals.code.signIn') : t('vetdeals.code.verify')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {state.status === 'error' ? <Text>{answer(state.message)}</Text> : null}
    </Stack>
  );
}
