/**
 * Reminder notifications on this device (Web Push, issue 36): the browser's subscription, made
 * with the project's VAPID key, stored in push_subscriptions for the deadline-reminders function.
 * Needs the service worker (it shows the notification) and the person's permission.
 */
import { useCallback } from 'react';
import { vapidPublicKey } from './config';
import { client, optInRow, useChannelState } from './reminderChannel';

export type DevicePush =
  | { state: 'loading' }
  | { state: 'unsupported' }
  | { state: 'blocked' }
  | { state: 'unknown' }
  | { state: 'ready'; on: boolean };

/** The worker that would show the notification, if this browser has one for VetHub. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  if (!('Notification' in window)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The browser (or its push service) would not make a subscription: nothing VetHub can retry. */
export class PushRefused extends Error {
  constructor(cause: unknown) {
    super('The browser refused a push subscription', { cause });
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function readState(): Promise<DevicePush> {
  const worker = await registration();
  if (!worker) return { state: 'unsupported' };
  if (Notification.permission === 'denied') return { state: 'blocked' };
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription) return { state: 'ready', on: false };
  const supabase = await client();
  const { data, error } = await supabase
    .from('push_subscriptions')
    .select('id')
    .eq('endpoint', subscription.endpoint);
  return error ? { state: 'unknown' } : { state: 'ready', on: data.length > 0 };
}

async function turnOn(): Promise<DevicePush> {
  const worker = await registration();
  if (!worker) return { state: 'unsupported' };
  if ((await Notification.requestPermission()) !== 'granted') return { state: 'blocked' };
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) })
      .catch((cause: unknown) => {
        throw new PushRefused(cause);
      }));
  const { endpoint, keys } = subscription.toJSON();
  const supabase = await client();
  // The reminder opt-in the notifications hang on; an existing one keeps its mail choice, a new
  // one sends no mail (only what was asked for).
  const optIn = await supabase
    .from('deadline_reminder_subscriptions')
    .upsert(optInRow(false), { ignoreDuplicates: true });
  if (optIn.error) throw optIn.error;
  const stored = await supabase
    .from('push_subscriptions')
    .upsert(
      { endpoint, p256dh: keys?.p256dh, auth: keys?.auth },
      { onConflict: 'endpoint', ignoreDuplicates: true },
    );
  if (stored.error) throw stored.error;
  return { state: 'ready', on: true };
}

async function turnOff(): Promise<DevicePush> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    const supabase = await client();
    const { error } = await supabase
      .from('push_subscriptions')
      .delete()
      .eq('endpoint', subscription.endpoint);
    if (error) throw error;
    await subscription.unsubscribe();
  }
  return { state: 'ready', on: false };
}

export function useDevicePush(): [DevicePush, (on: boolean) => Promise<void>] {
  const [push, setPush] = useChannelState(readState);

  const choose = useCallback(
    async (on: boolean) => {
      setPush(await (on ? turnOn() : turnOff()));
    },
    [setPush],
  );
  return [push, choose];
}
