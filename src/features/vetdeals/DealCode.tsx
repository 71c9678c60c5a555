import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDealCode } from '../../data/rpc/dealCode';
import type { DealRecord } from './dealSchema';

/** The redemption code, as the server decides: verified-only codes go to verified veterans. */
export function DealCode({ deal }: { deal: DealRecord }) {
  const state = useDealCode(deal.id, deal.verified_only);
  return (
    <Stack gap="xs" aria-live="polite">
      {deal.verified_only ? (
        <Text>
          This deal is for verified veterans only. Everyone can read its terms; the code is shown to
          veterans who have verified their status.
        </Text>
      ) : null}
      {state.status === 'loading' ? <Text>Checking for a code…</Text> : null}
      {state.status === 'code' ? (
        state.code ? (
          <Group gap="sm">
            <Text>Your code:</Text>
            <Code fz="lg" data-testid="deal-code">
              {state.code}
            </Code>
          </Group>
        ) : (
          <Text>No code is needed: follow the steps above.</Text>
        )
      ) : null}
      {state.status === 'refused' ? (
        <Alert variant="outline" title="Code for verified veterans" data-testid="deal-code-refused">
          <Stack gap="xs">
            <Text>{state.message}</Text>
            <Group>
              <Button component={Link} to={state.needsSignIn ? '/auth' : '/dashboard'} size="sm">
                {state.needsSignIn ? 'Sign in' : 'Go to your dashboard to verify'}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {state.status === 'error' ? <Text>{state.message}</Text> : null}
    </Stack>
  );
}
