/**
 * Email reminders of VA time limits, for a signed-in person: a row in
 * deadline_reminder_subscriptions is the opt-in (migration 20261128050000); the
 * deadline-reminders function mails from the claims kept on the account.
 */
import { useCallback } from 'react';
import { client, optInRow, useChannelState } from './reminderChannel';

export type DeadlineEmails =
  { state: 'loading' } | { state: 'unknown' } | { state: 'ready'; on: boolean };

async function readEmails(): Promise<DeadlineEmails> {
  const supabase = await client();
  const { data, error } = await supabase.from('deadline_reminder_subscriptions').select('email');
  return error ? { state: 'unknown' } : { state: 'ready', on: !!data[0]?.email };
}

/** Whether the person gets reminder emails; `unknown` offline or when VetHub cannot be asked. */
export function useDeadlineEmails(): [DeadlineEmails, (on: boolean) => Promise<void>] {
  const [emails, setEmails] = useChannelState(readEmails);

  const choose = useCallback(
    async (on: boolean) => {
      const supabase = await client();
      // The opt-in row stays when mail is turned off: this person's notifications hang on it.
      const { error } = await supabase.from('deadline_reminder_subscriptions').upsert(optInRow(on));
      if (error) throw error;
      setEmails({ state: 'ready', on });
    },
    [setEmails],
  );
  return [emails, choose];
}
