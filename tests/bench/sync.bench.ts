/**
 * `npm run bench` (sync part): prints figures, asserts nothing. In headless Chromium against the
 * production build and a local stack holding 10k services, 5k deals, 2k posts and the ~13k
 * crosswalk careers:
 * - the first full sync (open / until every table's first download is complete), and its ratio
 *   to one raw Dexie bulkPut of the same rows on the same run. Measured in a fresh on-disk
 *   profile, as a browser keeps a site's data; and again in a private window, whose in-memory
 *   IndexedDB makes each write slower the more the store holds (1,000 rows into a store of
 *   9,000 took 650 ms there and 90 ms on disk), which every figure before 2026-11-26 measured;
 * - offline reload of /saved and of a synced list (/vetdeals) to first content;
 * - a realtime change made on the server to visible in an open tab (p50/p95).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { build } from 'vite';
import WebSocket from 'ws';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { startStack, type Stack } from '../../supabase/local/stack';
import { addSyntheticRows } from './syntheticRows';
import { buildAndServe, CHROMIUM_FLAGS } from './childProcesses';

const APP_PORT = 4199;
const appUrl = `http://localhost:${APP_PORT}`;
const outDir = path.resolve('node_modules/.cache/vethub-bench-dist');
const flags = CHROMIUM_FLAGS;
const TABLES = [
  'services',
  'vet_deals',
  'blog_posts',
  'unemployment_jobs',
  'military_careers',
  'occupations',
];

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * When each table's download this visit finished, by the time the sync engine wrote with it
 * (lastSyncedAt, Date.now() in the worker), read straight from IndexedDB. The figure comes from
 * those times, not from when a poll saw them: each poll is a read transaction on the meta store
 * that the sync's writes wait behind, so it is kept to ten a second.
 */
function syncedTables(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    (tables) =>
      new Promise<Record<string, number>>((resolve) => {
        const open = indexedDB.open('vethub');
        // Never create the database and always close it: a connection left open blocks the
        // app's upgrade until garbage collection, which made this figure ~49 s instead of ~10.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve({});
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) {
            db.close();
            return resolve({});
          }
          const store = db.transaction('meta').objectStore('meta');
          const done: Record<string, number> = {};
          let left = tables.length;
          for (const t of tables) {
            const get = store.get(`sync:${t}`);
            get.onsuccess = () => {
              const meta = (get.result as { value?: { state?: string; lastSyncedAt?: string } })
                ?.value;
              const at = Date.parse(meta?.lastSyncedAt ?? '') - performance.timeOrigin;
              // The reference file's tables are complete at once with the file's date; their
              // download ends with the delta pull after it.
              if (meta?.state === 'complete' && at >= 0) done[t] = at;
              if (--left === 0) {
                db.close();
                resolve(done);
              }
            };
          }
        };
      }),
    TABLES,
  );
}

async function firstSync(page: Page) {
  await page.goto(appUrl);
  // The first time seen is kept: the cycle that realtime's connection starts right after writes
  // newer ones.
  const completeAt: Record<string, number> = {};
  while (Object.keys(completeAt).length < TABLES.length) {
    await page.waitForTimeout(100);
    for (const [t, at] of Object.entries(await syncedTables(page))) completeAt[t] ??= at;
  }
  const elapsed = Math.max(...Object.values(completeAt));
  const dataStart = await page.evaluate(
    () => performance.getEntriesByName('vethub:data-services')[0]?.startTime ?? NaN,
  );
  console.log(
    `  after opening /: data layer started at ${fmt(dataStart)}; tables complete at ${Object.entries(
      completeAt,
    )
      .sort(([, a], [, b]) => a - b)
      .map(([t, at]) => `${t} ${fmt(at)}`)
      .join(', ')}`,
  );
  const counts = await page.evaluate(async (tables) => {
    const rows: Record<string, unknown[]> = {};
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('vethub');
      open.onsuccess = () => resolve(open.result);
    });
    for (const t of tables) {
      rows[t] = await new Promise<unknown[]>((resolve) => {
        if (db.objectStoreNames.contains(t)) {
          const get = db.transaction(t).objectStore(t).getAll();
          get.onsuccess = () => resolve(get.result);
          return;
        }
        // The crosswalk is kept in chunks of rows (src/data/referenceChunks.ts).
        const get = db.transaction('referenceChunks').objectStore('referenceChunks').getAll();
        get.onsuccess = () =>
          resolve(
            (get.result as { table: string; rows: unknown[] }[])
              .filter((chunk) => chunk.table === t)
              .flatMap((chunk) => chunk.rows),
          );
      });
    }
    db.close();
    (window as unknown as { benchRows: unknown }).benchRows = rows;
    return Object.fromEntries(tables.map((t) => [t, rows[t]?.length ?? 0]));
  }, TABLES);
  return { elapsed, counts };
}

async function bulkPutBaseline(page: Page, script: string): Promise<number> {
  await page.addScriptTag({ content: script });
  return page.evaluate(() => {
    const w = window as unknown as {
      benchRows: Record<string, Record<string, unknown>[]>;
      benchBulkPut: (rows: Record<string, Record<string, unknown>[]>) => Promise<number>;
    };
    return w.benchBulkPut(w.benchRows);
  });
}

interface Ready {
  css: string;
  text?: string;
}

/**
 * Runs in every page of the context: once the element a bench waits for is in the document
 * (sessionStorage names it, so it survives the reload), notes the frame that shows it, on the
 * page's own clock, which starts when the reload does.
 */
function watchFirstContent() {
  const spec = sessionStorage.getItem('bench.ready');
  if (!spec) return;
  const { css, text } = JSON.parse(spec) as Ready;
  // No named inner functions: the bench runs through tsx, whose name-keeping helper would be
  // serialised into the page, where it does not exist.
  const observer = new MutationObserver(() => {
    const els = [...document.querySelectorAll(css)];
    if (!els.some((el) => !text || el.textContent?.includes(text))) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      (window as unknown as { benchFirstContent: number }).benchFirstContent = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * In-page time to first content over five reloads in a row (median and each), and the median as
 * the harness sees it (its round trips added). One reload alone varied by ±50 ms on this machine.
 */
async function offlineReload(context: BrowserContext, page: Page, url: string, ready: Ready) {
  await page.goto(url);
  await page.evaluate((spec) => sessionStorage.setItem('bench.ready', spec), JSON.stringify(ready));
  await page
    .locator(ready.css)
    .filter(ready.text ? { hasText: ready.text } : {})
    .first()
    .waitFor();
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  const inPage: number[] = [];
  const harness: number[] = [];
  // Someone reloading in a dead zone: the page has already seen the connection go.
  await page.getByRole('link', { name: /Connection: Offline/ }).waitFor();
  for (let i = 0; i < 5; i += 1) {
    // The page before has settled: loaded, and its data layer started in idle time (emulated
    // offline, a reloaded page's navigator.onLine may still read true, so its label is no sign).
    await page.waitForFunction(
      () =>
        document.readyState === 'complete' &&
        performance.getEntriesByName('vethub:data-services').length > 0,
    );
    const started = performance.now();
    await page.reload();
    const handle = await page.waitForFunction(
      () => (window as unknown as { benchFirstContent?: number }).benchFirstContent,
    );
    inPage.push((await handle.jsonValue()) as number);
    harness.push(performance.now() - started);
  }
  await page.evaluate(() => sessionStorage.removeItem('bench.ready'));
  await context.unroute('**/*');
  await context.setOffline(false);
  return `median ${fmt(percentile(inPage, 50))} (${inPage.map(fmt).join(', ')}; seen by the harness: median ${fmt(percentile(harness, 50))})`;
}

/** When `text` is first in the page's main content (Date.now()), watched as the DOM changes. */
function whenTextShows(text: string): Promise<number> {
  // No named inner functions (see watchFirstContent).
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main')?.textContent?.includes(text)) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(Date.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`"${text}" did not show within 10 s`));
    }, 10_000);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function realtimeToVisible(stack: Stack, page: Page, changes: number) {
  const admin = createClient(stack.url, SERVICE_ROLE_KEY, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  await page.goto(`${appUrl}/vetdeals`);
  await page.getByRole('link', { name: /Connection: Connected/ }).waitFor({ timeout: 30_000 });
  // A deal the list shows: with 5,000 deals the device keeps a working set and the server
  // answers the list, which asks again when the change reaches the device.
  const shown = page.locator('main a[href^="/vetdeals/"]').filter({ hasText: /\S/ });
  await shown.first().waitFor({ timeout: 30_000 });
  const hrefs = await shown.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const id = Number(hrefs.map((href) => /^\/vetdeals\/(\d+)$/.exec(href ?? '')?.[1]).find(Boolean));
  if (!Number.isInteger(id)) throw new Error(`no deal on /vetdeals (${hrefs.join(', ')})`);
  const times: number[] = [];
  for (let i = 0; i < changes; i += 1) {
    const title = `Bench realtime change ${i} ${Date.now()}`;
    // Timed in the page, by the page's clock: a locator's wait polls every 500 ms after its
    // first tries, which rounded every figure up to that step.
    const seen = page.evaluate(whenTextShows, title);
    const started = await page.evaluate(() => Date.now());
    await admin.from('vet_deals').update({ title }).eq('id', id);
    times.push((await seen) - started);
  }
  return times;
}

async function bundleBaseline(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.resolve('tests/bench/browser/dexieBulkPut.ts'),
        formats: ['iife'],
        name: 'VetHubBench',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('no baseline bundle');
  return chunk.code;
}

async function syncFigures(context: BrowserContext, where: string, baselineScript: string) {
  await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
  await context.addInitScript(watchFirstContent);
  const page = await context.newPage();
  const sync = await firstSync(page);
  const rows = Object.values(sync.counts).reduce((a, b) => a + b, 0);
  console.log(
    `  rows synced: ${Object.entries(sync.counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
  const baseline = await bulkPutBaseline(page, baselineScript);
  console.log(
    `  first full sync ${where}: ${fmt(sync.elapsed)} (${rows.toLocaleString('en-US')} rows); raw Dexie bulkPut of the same rows: ${fmt(baseline)}; sync / bulkPut = ${(sync.elapsed / baseline).toFixed(1)}×`,
  );
  return page;
}

console.log('\nFirst sync and offline reload in headless Chromium');
const profiles: string[] = [];
const stack = await startStack({ workdir: 'supabase', port: 0 });
const children: ChildProcess[] = [];
try {
  await addSyntheticRows(stack.db, { services: 10_000, vet_deals: 5_000, blog_posts: 2_000 });
  children.push(await buildAndServe(outDir, APP_PORT, stack.url));
  const baselineScript = await bundleBaseline();

  // The baseline's bulkPut is an inline script, which the app's Content-Security-Policy forbids.
  const options = { serviceWorkers: 'allow', bypassCSP: true } as const;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vethub-bench-profile-'));
  profiles.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: flags,
    ...options,
  });
  const page = await syncFigures(context, 'in a fresh profile', baselineScript);

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
  await syncFigures(await browser.newContext(options), 'in a private window', baselineScript);
  await browser.close();

  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('vethub');
      open.onsuccess = () => resolve(open.result);
    });
    const tx = db.transaction('saved', 'readwrite');
    for (let id = 1; id <= 20; id += 1) {
      tx.objectStore('saved').put({
        list: 'blog',
        id,
        saved_at: new Date().toISOString(),
        record: { id, title: `Saved post ${id}` },
      });
    }
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  });
  const savedMs = await offlineReload(context, page, `${appUrl}/saved`, {
    css: 'main',
    text: 'Saved post 1',
  });
  console.log(`  offline reload of /saved to first content: ${savedMs}`);
  const listMs = await offlineReload(context, page, `${appUrl}/vetdeals`, {
    css: 'main article, main li a[href^="/vetdeals/"]',
  });
  console.log(`  offline reload of /vetdeals to first content: ${listMs}`);

  const times = await realtimeToVisible(stack, page, 20);
  console.log(
    `  realtime change to visible in an open tab: p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))} (20 changes)`,
  );
  await context.close();
} finally {
  for (const child of children) child.kill('SIGTERM');
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
  await stack.close();
}
process.exit(0);
