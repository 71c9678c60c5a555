/**
 * "Notify this device before a VA time limit": Web Push for a signed-in person whose claims are
 * on their account. Off until chosen, per device; the browser asks for permission first.
 */
import { Alert, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { PushRefused, useDevicePush } from '../../data/devicePush';
import { WARNING_DAYS } from './claimDeadlines';

const days = `${WARNING_DAYS.slice(0, -1).join(', ')} and ${WARNING_DAYS.at(-1)}`;

export function DeadlinePushSwitch({ claimsOnAccount }: { claimsOnAccount: boolean }) {
  const [push, choose] = useDevicePush();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (push.state === 'loading') return null;
  if (push.state === 'unsupported') {
    return (
      <Text size="sm">
        Notifications need VetHub kept on this device, in a browser that can show them: open VetHub
        again once it says it is ready to use offline.
      </Text>
    );
  }
  if (push.state === 'blocked') {
    return (
      <Text size="sm">
        Notifications are blocked for VetHub in this browser&apos;s settings. Allow them there to be
        notified before a VA time limit.
      </Text>
    );
  }
  if (push.state === 'unknown') {
    return <Text size="sm">Notifications can be turned on or off when VetHub can be reached.</Text>;
  }
  return (
    <>
      <Switch
        checked={push.on}
        disabled={busy || (!push.on && !claimsOnAccount)}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          setBusy(true);
          setProblem(null);
          choose(value)
            .catch((error: unknown) =>
              setProblem(
                error instanceof PushRefused
                  ? 'This browser could not set up notifications for VetHub. Email reminders work in any browser.'
                  : 'Notifications could not be changed: VetHub could not be reached. Try again when you are connected.',
              ),
            )
            .finally(() => setBusy(false));
        }}
        label="Notify this device before a VA time limit"
        description={`A notification on this phone or computer ${days} days before each time limit, from the claims on your account. Your browser asks you first.`}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
