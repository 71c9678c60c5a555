/**
 * "Email me before a VA time limit": for a signed-in person whose claims are on their account,
 * since the reminder is worked out and sent from there. Off until chosen; every email has a
 * one-click link to stop them.
 */
import { Alert, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeadlineEmails } from '../../data/deadlineEmails';
import { warningDays } from './claimDeadlines';
import { t } from './words';

export function DeadlineEmailSwitch({ claimsOnAccount }: { claimsOnAccount: boolean }) {
  const [emails, choose] = useDeadlineEmails();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (emails.state === 'loading') return null;
  if (emails.state === 'unknown') {
    return <Text size="sm">{t('benefits.email.unknown')}</Text>;
  }
  const on = chosen ?? emails.on;
  return (
    <>
      <Switch
        checked={on}
        disabled={busy || (!on && !claimsOnAccount)}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          setChosen(value);
          setBusy(true);
          setProblem(null);
          choose(value)
            .catch(() => {
              setChosen(!value);
              setProblem(t('benefits.email.failed'));
            })
            .finally(() => setBusy(false));
        }}
        label={t('benefits.email.label')}
        description={t('benefits.email.description', warningDays())}
      />
      {on && !busy && (
        <Text size="sm" role="status">
          {t('benefits.email.on')}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
