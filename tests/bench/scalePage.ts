/**
 * The scale bench's browser side: the app's `meta` entries read straight from
 * IndexedDB (never creating the database, always closing it, as completedSyncs in
 * tests/e2e/support.ts does), the site's storage, and lists and listings opened as a person
 * would, by the router, without reloading the app.
 */
import type { Page } from '@playwright/test';

/** The `meta` entries asked for that exist, by key (none before the app made its database). */
export function readMeta(page: Page, keys: readonly string[]): Promise<Record<string, unknown>> {
  return page.evaluate(
    (wanted) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const request = indexedDB.open('vethub');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve({});
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('meta')) {
            db.close();
            resolve({});
            return;
          }
          const store = db.transaction('meta').objectStore('meta');
          const found: Record<string, unknown> = {};
          let left = wanted.length;
          for (const key of wanted) {
            const get = store.get(key);
            get.onsuccess = () => {
              const value = (get.result as { value?: unknown } | undefined)?.value;
              if (value !== undefined) found[key] = value;
              if (--left === 0) {
                db.close();
                resolve(found);
              }
            };
          }
        };
      }),
    [...keys],
  );
}

export interface SyncMetaSeen {
  state?: string;
  region?: string;
  lastSyncedAt?: string;
  whole?: boolean;
  serverTotal?: number | null;
}

/** Each table's sync meta (`sync:<table>`), where the device has one. */
export async function syncMetas(
  page: Page,
  tables: readonly string[],
): Promise<Record<string, SyncMetaSeen>> {
  const found = await readMeta(
    page,
    tables.map((t) => `sync:${t}`),
  );
  return Object.fromEntries(
    Object.entries(found).map(([key, value]) => [key.slice('sync:'.length), value as SyncMetaSeen]),
  );
}

/** When the page's navigation started, ms since the epoch (the worker's Date.now() clock). */
export const timeOrigin = (page: Page): Promise<number> =>
  page.evaluate(() => performance.timeOrigin);

export interface SiteUsage {
  usage: number;
  indexedDB: number;
  caches: number;
}

/** navigator.storage.estimate(): all the site keeps, and Chromium's split of it. */
export function siteUsage(page: Page): Promise<SiteUsage> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { indexedDB?: number; caches?: number };
    };
    return {
      usage: estimate.usage ?? NaN,
      indexedDB: estimate.usageDetails?.indexedDB ?? NaN,
      caches: estimate.usageDetails?.caches ?? NaN,
    };
  });
}

/** Goes to `url` inside the running app, as a link would (the router hears popstate). */
export function routeTo(page: Page, url: string): Promise<void> {
  return page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const LIST_TEXT = '[data-testid="list-total"], [data-testid="list-on-device"]';

/** The list's summary lines as shown now ('' while the list loads). */
export const listText = (page: Page): Promise<string> =>
  page.evaluate(
    (css) => [...document.querySelectorAll(css)].map((el) => el.textContent ?? '').join(' | '),
    LIST_TEXT,
  );

/**
 * Routes to `url` and answers, on the page's clock, the ms until the list's summary changes from
 * what it said before (a new element, or new words in the old one), seen by a MutationObserver
 * as the render commits; NaN when it never changes within 10 s.
 */
export function timeListChange(page: Page, url: string): Promise<{ ms: number; text: string }> {
  return page.evaluate(
    ({ to, css }) =>
      new Promise<{ ms: number; text: string }>((resolve) => {
        const before = [...document.querySelectorAll(css)];
        const beforeText = before.map((el) => el.textContent ?? '').join(' | ');
        const started = performance.now();
        const observer = new MutationObserver(() => {
          const now = [...document.querySelectorAll(css)];
          const text = now.map((el) => el.textContent ?? '').join(' | ');
          if (now.length === 0 || (text === beforeText && now.every((el) => before.includes(el))))
            return;
          observer.disconnect();
          clearTimeout(timer);
          resolve({ ms: performance.now() - started, text });
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve({ ms: NaN, text: beforeText });
        }, 10_000);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    { to: url, css: LIST_TEXT },
  );
}

/** Ms to read a whole store in one getAll (what a scan of it cannot beat), median of five. */
export function timeGetAll(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('vethub');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = async () => {
          const db = request.result;
          const times: number[] = [];
          for (let i = 0; i < 5; i += 1) {
            const started = performance.now();
            await new Promise((done) => {
              db.transaction(name).objectStore(name).getAll().onsuccess = done;
            });
            times.push(performance.now() - started);
          }
          db.close();
          resolve(times.sort((a, b) => a - b)[2] ?? NaN);
        };
      }),
    store,
  );
}
