/**
 * The app's IndexedDB database read and written straight from a test or bench, never creating it
 * (an empty one made before the app's would make the app upgrade it) and always closing the
 * connection (one left open blocks the app's next version change), as completedSyncs does.
 */
import type { Page } from '@playwright/test';

/** Writes one `meta` entry straight into the app's database (never creating it). */
export function putMeta(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('vethub');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => reject(new Error('no database'));
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('meta', 'readwrite');
          tx.objectStore('meta').put({ key, value });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => {
            db.close();
            reject(new Error('not written'));
          };
        };
      }),
    { key, value },
  );
}

/** One record of a store of the app's database, or undefined (never creating the database). */
export function readRecord(page: Page, store: string, key: string | number): Promise<unknown> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise((resolve) => {
        const request = indexedDB.open('vethub');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(undefined);
        request.onsuccess = () => {
          const db = request.result;
          const get = db.transaction(store).objectStore(store).get(key);
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
          get.onerror = () => {
            db.close();
            resolve(undefined);
          };
        };
      }),
    { store, key },
  );
}
