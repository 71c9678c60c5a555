/**
 * What the two ways of being reminded of VA time limits share (deadlineEmails.ts, devicePush.ts):
 * the opt-in row in deadline_reminder_subscriptions that both hang on (migration
 * 20261128050000), and reading a way's state for the person signed in on this device.
 */
import { useEffect, useState } from 'react';
import { GUEST, useCurrentOwner } from './deviceOwner';
import { currentLanguage } from '../lib/i18n';

export type ChannelState<S> = { state: 'loading' } | { state: 'unknown' } | S;

export async function client() {
  return (await import('./supabaseClient')).supabase;
}

/** The opt-in row's values, with whether the person wants mail. */
export function optInRow(email: boolean) {
  return {
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    // Mail and notifications are written in the language of the page this was chosen on.
    language: currentLanguage(),
    email,
  };
}

/**
 * The state `read` finds, read again when the device's owner changes; `unknown` when it fails
 * (offline, or VetHub cannot be asked). `read` is a module's function, so it never changes.
 */
export function useChannelState<S>(read: () => Promise<ChannelState<S>>) {
  const owner = useCurrentOwner();
  const [state, setState] = useState<ChannelState<S>>({ state: 'loading' });

  useEffect(() => {
    if (owner === GUEST) return;
    let current = true;
    read()
      .catch((): ChannelState<S> => ({ state: 'unknown' }))
      .then((next) => {
        if (current) setState(next);
      });
    return () => {
      current = false;
    };
  }, [owner, read]);

  return [state, setState] as const;
}
