/**
 * Which outbox entries a sender may take, and under which client (decision 17): a guest's public
 * entry at any time, without a session; a person's entry only while that person is signed in.
 * A partner's queued post therefore waits through sign-out and goes when they sign in again.
 */
import type { OutboxEntry } from '../localDb';
import { GUEST, PUBLIC_TABLES } from '../ownerNames';
import type { OutboxTransport } from './outboxTransport';

export function sendableBy(signedInUser: string | null) {
  return (entry: OutboxEntry): boolean =>
    (entry.owner === GUEST && PUBLIC_TABLES.has(entry.table)) ||
    (signedInUser !== null && entry.owner === signedInUser);
}

const NOT_SIGNED_IN = 'Waiting for the person who queued this to sign in on this device.';

/** Sends guests' entries with the session-less client, and a person's with the app's, re-checking
 * at the last moment that they are still the one signed in. */
export function ownerTransport(
  user: OutboxTransport,
  guest: OutboxTransport,
  signedInUser: () => string | null,
): OutboxTransport {
  return {
    send(entry) {
      if (entry.owner === GUEST) return guest.send(entry);
      // Signed out between claim and send: back to the queue, never sent under another session.
      if (entry.owner !== signedInUser())
        return Promise.resolve({ status: 0, message: NOT_SIGNED_IN });
      return user.send(entry);
    },
  };
}
