/**
 * "Notify this device before a VA time limit": Web Push for a signed-in person whose claims are
 * on their account. Off until chosen, per device; the browser asks for permission first.
 */
import { Alert, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { PushRefused, useDevicePush } from '../../data/devicePush';
import { warningDays } from './claimDeadlines';
import { t } from './words';

export function DeadlinePushSwitch({ claimsOnAccount }: { claimsOnAccount: boolean }) {
  const [push, choose] = useDevicePush();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (push.state === 'loading') return null;
  if (push.state === 'unsupported') {
    return <Text size="sm">{t('benefits.push.unsupported')}</Text>;
  }
  if (push.state === 'blocked') {
    return <Text size="sm">{t('benefits.push.blocked')}</Text>;
  }
  if (push.state === 'unknown') {
    return <Text size="sm">{t('benefits.push.unknown')}</Text>;
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
                t(error instanceof PushRefused ? 'benefits.push.refused' : 'benefits.push.failed'),
              ),
            )
            .finally(() => setBusy(false));
        }}
        label={t('benefits.push.label')}
        description={t('benefits.push.description', warningDays())}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
