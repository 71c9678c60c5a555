/**
 * Email reminders of VA time limits, for a signed-in person: a row in
 * deadline_reminder_subscriptions is the opt-in (migration 20261128050000); the
 * deadline-reminders function mails from the claims kept on the account.
 */
import { useCallback, useEffect, useState } from 'react';
import { GUEST, useCurrentOwner } from './deviceOwner';
import { currentLanguage } from '../lib/i18n';

export type DeadlineEmails =
  { state: 'loading' } | { state: 'unknown' } | { state: 'ready'; on: boolean };

async function client() {
  return (await import('./supabaseClient')).supabase;
}

/** Whether the person gets reminder emails; `unknown` offline or when VetHub cannot be asked. */
export function useDeadlineEmails(): [DeadlineEmails, (on: boolean) => Promise<void>] {
  const owner = useCurrentOwner();
  const [emails, setEmails] = useState<DeadlineEmails>({ state: 'loading' });

  useEffect(() => {
    if (owner === GUEST) return;
    let current = true;
    void client()
      .then((supabase) => supabase.from('deadline_reminder_subscriptions').select('email'))
      .then(({ data, error }) => {
        if (current)
          setEmails(error ? { state: 'unknown' } : { state: 'ready', on: !!data[0]?.email });
      })
      .catch(() => {
        if (current) setEmails({ state: 'unknown' });
      });
    return () => {
      current = false;
    };
  }, [owner]);

  const choose = useCallback(async (on: boolean) => {
    const supabase = await client();
    // The opt-in row stays when mail is turned off: this person's notifications hang on it.
    const { error } = await supabase.from('deadline_reminder_subscriptions').upsert({
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // Mail and notifications are written in the language of the page this was chosen on.
      language: currentLanguage(),
      email: on,
    });
    if (error) throw error;
    setEmails({ state: 'ready', on });
  }, []);
  return [emails, choose];
}
