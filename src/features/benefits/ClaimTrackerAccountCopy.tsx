/**
 * For a signed-in person: keep the tracker on the account too, so another device, or this one
 * after its data is cleared, gets it back. Off until chosen on this device; the copy can be
 * removed from the account at any time.
 */
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import {
  accountClaimCount,
  accountCopyStateAtom,
  chooseClaimsOnAccount,
  removeAccountCopy,
  useClaimsOnAccount,
} from '../../data/claimsAccountSync';
import { GUEST, useCurrentOwner } from '../../data/deviceOwner';
import { appStore } from '../../data/store';
import { formatCount } from '../../lib/counts';
import { clockTime } from '../../lib/longDate';
import { DeadlineEmailSwitch } from './DeadlineEmailSwitch';
import { DeadlinePushSwitch } from './DeadlinePushSwitch';
import { t } from './words';

export function ClaimTrackerAccountCopy() {
  const owner = useCurrentOwner();
  const stored = useClaimsOnAccount();
  // The switch follows the click at once; the stored choice catches up a moment later.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = stored === undefined ? undefined : (chosen ?? stored);
  const state = useAtomValue(accountCopyStateAtom, { store: appStore });
  const [kept, setKept] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    if (owner === GUEST || on !== false) return;
    let current = true;
    void accountClaimCount().then((count) => {
      if (current) setKept(count);
    });
    return () => {
      current = false;
    };
  }, [owner, on]);

  if (owner === GUEST || on === undefined) return null;
  return (
    <Stack gap="xs">
      <Switch
        checked={on}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          setRemoved(false);
          setChosen(value);
          void chooseClaimsOnAccount(value);
        }}
        label={t('benefits.account.label')}
        description={t('benefits.account.description')}
      />
      {!on && kept !== null && kept > 0 && (
        <Text size="sm">
          {t('benefits.account.kept', { count: kept, figure: formatCount(kept) })}
        </Text>
      )}
      {on && state?.owner === owner && (
        <Text size="sm" role="status">
          {state.ok
            ? t('benefits.account.synced', { time: clockTime(state.at) })
            : t('benefits.account.notYet')}
        </Text>
      )}
      {on && (
        <Group gap="sm">
          <Button
            variant="outline"
            color="red.9"
            loading={removing}
            onClick={() => {
              setRemoving(true);
              setProblem(null);
              removeAccountCopy()
                .then(() => {
                  setChosen(false);
                  setRemoved(true);
                })
                .catch(() => setProblem(t('benefits.account.removeFailed')))
                .finally(() => setRemoving(false));
            }}
          >
            {t('benefits.account.remove')}
          </Button>
        </Group>
      )}
      {removed && (
        <Text size="sm" role="status">
          {t('benefits.account.removed')}
        </Text>
      )}
      <DeadlineEmailSwitch claimsOnAccount={on} />
      <DeadlinePushSwitch claimsOnAccount={on} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
