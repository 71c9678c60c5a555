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
        label="Keep my claims on my VetHub account too"
        description="Then another phone or computer, or this browser after its data is cleared, gets them back when you sign in. Only you can see them: no other member, partner or VetHub admin can."
      />
      {!on && kept !== null && kept > 0 && (
        <Text size="sm">
          Your account keeps {formatCount(kept)} {kept === 1 ? 'claim' : 'claims'} from another
          device. Turn this on to bring {kept === 1 ? 'it' : 'them'} here.
        </Text>
      )}
      {on && state?.owner === owner && (
        <Text size="sm" role="status">
          {state.ok
            ? `Your claims are on your account, as of ${clockTime(state.at)}.`
            : 'Your claims are not on your account yet: VetHub will send them when it can be reached.'}
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
                .catch(() =>
                  setProblem(
                    'Your claims could not be removed from your account: VetHub could not be reached. They stay on this device; try again when you are connected.',
                  ),
                )
                .finally(() => setRemoving(false));
            }}
          >
            Remove my claims from my account
          </Button>
        </Group>
      )}
      {removed && (
        <Text size="sm" role="status">
          Your claims were removed from your account. They are still on this device.
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
