/**
 * Background Sync with every tab closed: the worker sends what it can without the visitor's
 * session (the sign-in lives in the page's storage): contact messages, feedback and newsletter
 * sign-ups a guest queued, which anyone may send. Everything queued by a signed-in person waits
 * for a tab where that person is signed in.
 */
import { VetHubDb } from '../localDb';
import { createGuestClient } from './guestClient';
import { sendableBy } from './ownerGate';
import { createSupabaseTransport } from './outboxTransport';
import { processOutbox, recoverInterrupted } from './processOutbox';

export async function replayOutbox(): Promise<void> {
  const db = new VetHubDb();
  try {
    await recoverInterrupted(db);
    // No session here: only guests' public entries; everyone else's wait for their own session.
    const transport = createSupabaseTransport(createGuestClient());
    await processOutbox(db, transport, Date.now(), Math.random, sendableBy(null));
  } finally {
    db.close();
  }
}
