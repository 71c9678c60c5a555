/**
 * The device's outbox as the app keeps it in IndexedDB: what waits, for whom, and when it is next
 * due. A test that says "never sent" first waits until the outbox has had its turn at the entry.
 */
import type { Page } from '@playwright/test';

export interface StoredOutboxEntry {
  table: string;
  owner: string;
  state: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: number;
}

/** Read without creating the database, and closed after (an open connection blocks the app's). */
export function outboxEntries(page: Page): Promise<StoredOutboxEntry[]> {
  return page.evaluate(
    () =>
      new Promise<StoredOutboxEntry[]>((resolve, reject) => {
        const request = indexedDB.open('vethub');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => reject(new Error('no database'));
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as StoredOutboxEntry[]).map((e) => ({
                table: e.table,
                owner: e.owner,
                state: e.state,
                attempts: e.attempts,
                nextAttemptAt: e.nextAttemptAt,
              })),
            );
          };
          all.onerror = () => {
            db.close();
            reject(new Error('outbox unreadable'));
          };
        };
      }),
  );
}

/** Entries of `table` the outbox has not finished with: queued, or being sent now. */
export async function unsent(page: Page, table: string): Promise<StoredOutboxEntry[]> {
  return (await outboxEntries(page)).filter(
    (e) => e.table === table && (e.state === 'queued' || e.state === 'sending'),
  );
}
