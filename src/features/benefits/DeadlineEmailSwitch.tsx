/**
 * "Email me before a VA time limit": for a signed-in person whose claims are on their account,
 * since the reminder is worked out and sent from there. Off until chosen; every email has a
 * one-click link to stop them.
 */
import { Alert, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeadlineEmails } from '../../data/deadlineEmails';
import { WARNING_DAYS } from './claimDeadlines';

const days = `${WARNING_DAYS.slice(0, -1).join(', ')} and ${WARNING_DAYS.at(-1)}`;

export function DeadlineEmailSwitch({ claimsOnAccount }: { claimsOnAccount: boolean }) {
  const [emails, choose] = useDeadlineEmails();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (emails.state === 'loading') return null;
  if (emails.state === 'unknown') {
    return (
      <Text size="sm">Email reminders can be turned on or off when VetHub can be reached.</Text>
    );
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
              setProblem(
                'Your choice could not be saved: VetHub could not be reached. Try again when you are connected.',
              );
            })
            .finally(() => setBusy(false));
        }}
        label="Email me before a VA time limit"
        description={`An email ${days} days before each time limit, to the address you sign in with, with a link to stop them. VetHub works them out from the claims on your account, so keep your claims there.`}
      />
      {on && !busy && (
        <Text size="sm" role="status">
          Email reminders are on.
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
