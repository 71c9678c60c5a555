/**
 * The scale bench's device figures, each run in a fresh on-disk Chromium profile (as a browser
 * keeps a site's data): the first sync, storage after it, a region change, 200 listings opened,
 * and word searches with the network cut.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mirrorTables } from '../../src/data/mirrorTables';
import { WORKING_SET_ROWS } from '../../src/data/sync/workingSet';
import { putMeta } from '../e2e/appDatabase';
import type { ByteRelay } from './byteRelay';
import { CHROMIUM_FLAGS } from './childProcesses';
import { NAME_WORDS, FOCUS_WORDS } from './scaleRows';
import { percentile } from './scaleServer';
import {
  listText,
  readMeta,
  routeTo,
  siteUsage,
  syncMetas,
  timeGetAll,
  timeListChange,
  timeOrigin,
  type SiteUsage,
  type SyncMetaSeen,
} from './scalePage';
import { pollUntil } from './soakPage';

export const LISTING_TABLES = ['services', 'vet_deals', 'blog_posts', 'unemployment_jobs'];
const MINUTE = 60_000;
/** A first sync still running after this is reported as such (the target is 5 s). */
export const FIRST_SYNC_LIMIT_MS = 3 * MINUTE;

export interface Listing {
  id: number;
  slug: string;
}

export interface DeviceFigures {
  firstSyncMs: number;
  /** Each table's completion, ms from navigation. */
  tablesAt: Record<string, number>;
  /** Listing tables whose first download never completed within FIRST_SYNC_LIMIT_MS. */
  incomplete: string[];
  /** When the crosswalk (reference tables) was complete too, on the same clock. */
  referenceMs: number;
  firstSyncBytes: { down: number; up: number };
  afterSync: SiteUsage;
  rowsHeld: Record<string, number>;
  regionMs: number;
  regionBytes: number;
  afterRegion: SiteUsage;
  opened: number;
  openMs: [number, number];
  afterOpened: SiteUsage;
  /** p50, p95 in ms, the searches run and how many timed out. */
  search: {
    p50: number;
    p95: number;
    runs: number;
    missed: number;
    sample: string;
    /** One getAll of the services store: a word search used to scan it whole. */
    getAllMs: number;
    /** p50, p95 of the device's own time for each search (the app's User Timing measure). */
    query: [number, number];
  };
}

const complete = (metas: Record<string, SyncMetaSeen>, tables: readonly string[]) =>
  tables.every((t) => metas[t]?.state === 'complete');

/** Rows in each listing table's store on the device. */
function rowsOnDevice(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    (tables) =>
      new Promise<Record<string, number>>((resolve) => {
        const request = indexedDB.open('vethub');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve({});
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(tables);
          const counts: Record<string, number> = {};
          for (const t of tables) {
            const count = tx.objectStore(t).count();
            count.onsuccess = () => (counts[t] = count.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
    LISTING_TABLES,
  );
}

/**
 * Open / the first time: the ms from navigation to each table's completion as the sync engine
 * stamped it (lastSyncedAt, the worker's clock), the first stamp seen kept; a later cycle (the
 * one realtime's connection starts) stamps again.
 */
async function firstSync(page: Page, appUrl: string, relay: ByteRelay) {
  const before = relay.counts();
  await page.goto(`${appUrl}/services`);
  const origin = await timeOrigin(page);
  const doneAt: Record<string, number> = {};
  let bytes = { down: NaN, up: NaN };
  await pollUntil(
    async () => {
      const metas = await syncMetas(page, mirrorTables);
      for (const [t, meta] of Object.entries(metas)) {
        const at = Date.parse(meta.lastSyncedAt ?? '') - origin;
        // The crosswalk's tables are complete at once with the reference file's date; their
        // download ends with the delta pull after it, which stamps them again.
        if (meta.state === 'complete' && at >= 0) doneAt[t] ??= at;
      }
      if (Number.isNaN(bytes.down) && complete(metas, LISTING_TABLES)) {
        const now = relay.counts();
        bytes = { down: now.down - before.down, up: now.up - before.up };
      }
      return metas;
    },
    () => mirrorTables.every((t) => doneAt[t] !== undefined),
    FIRST_SYNC_LIMIT_MS,
    100,
  );
  const listingMs = Math.max(...LISTING_TABLES.map((t) => doneAt[t] ?? NaN));
  const referenceMs = Math.max(...mirrorTables.map((t) => doneAt[t] ?? NaN));
  const incomplete = LISTING_TABLES.filter((t) => doneAt[t] === undefined);
  if (Number.isNaN(bytes.down)) {
    const now = relay.counts();
    bytes = { down: now.down - before.down, up: now.up - before.up };
  }
  return { listingMs, referenceMs, bytes, doneAt, incomplete };
}

/** Until each working-set table's first cycle ended (its trim and check done: checkedAt). */
async function cycleSettled(page: Page) {
  await pollUntil(
    () =>
      readMeta(
        page,
        LISTING_TABLES.map((t) => `sync:${t}`),
      ),
    (found) =>
      Object.values(found).every((v) => {
        const meta = v as SyncMetaSeen & { checkedAt?: string | null };
        return meta.whole !== false || Boolean(meta.checkedAt);
      }),
    MINUTE,
    100,
  );
}

/** Chooses Texas as a person would have (meta `region`), reloads, and times the new working set. */
async function regionChange(page: Page, relay: ByteRelay) {
  await putMeta(page, 'region', { states: ['TX'] });
  const before = relay.counts().down;
  await page.reload();
  const origin = await timeOrigin(page);
  const metas = await pollUntil(
    () => syncMetas(page, ['services']),
    (m) => m.services?.region === 'TX' && m.services.state === 'complete',
    2 * MINUTE,
    50,
  );
  const bytes = relay.counts().down - before;
  // The pull is done; its trim follows: storage is read once the table is back in its room.
  await pollUntil(
    () => rowsOnDevice(page),
    (rows) => (rows.services ?? Infinity) <= WORKING_SET_ROWS,
    MINUTE,
    100,
  );
  const done = metas.services?.region === 'TX' && metas.services.state === 'complete';
  return { ms: done ? Date.parse(metas.services?.lastSyncedAt ?? '') - origin : NaN, bytes };
}

/**
 * Opens listings by their addresses through the router, each until the device noted it opened
 * (meta `opened:services`); stops after `budgetMs` once at least 50 are open, or after three
 * that were never noted (a device holding the table whole keeps no list of opened ones).
 */
async function openListings(page: Page, listings: readonly Listing[], budgetMs: number) {
  const started = performance.now();
  const times: number[] = [];
  let unnoted = 0;
  for (const { id, slug } of listings) {
    if (times.length >= 50 && performance.now() - started > budgetMs) break;
    if (unnoted >= 3) break;
    const t0 = performance.now();
    await routeTo(page, `/services/${id}-${slug}`);
    const found = await pollUntil(
      () => readMeta(page, ['opened:services']),
      (meta) => noted(meta['opened:services'], id),
      10_000,
      20,
    );
    if (noted(found['opened:services'], id)) times.push(performance.now() - t0);
    else unnoted += 1;
  }
  return times;
}

const noted = (opened: unknown, id: number) =>
  Array.isArray(opened) && opened.some((pair) => Array.isArray(pair) && pair[0] === id);

const SEARCH_WORDS = [...NAME_WORDS, ...FOCUS_WORDS.slice(0, 6)];
/** Matches nothing: between two timed searches, so each timed one changes what the list says. */
const NO_MATCH = 'qqzzxv';

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** The duration of the app's latest User Timing measure of that name, if any. */
const lastMeasure = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').at(-1)?.duration, name);

/** Word searches on /services with the network cut, each timed to the list's new summary. */
async function offlineSearch(context: BrowserContext, page: Page) {
  await goOffline(context);
  await routeTo(page, `/services?q=${NO_MATCH}`);
  await pollUntil(
    () => listText(page),
    (text) => text !== '',
    30_000,
    50,
  );
  const times: number[] = [];
  const queryTimes: number[] = [];
  let missed = 0;
  let sample = '';
  for (const word of SEARCH_WORDS) {
    // A list that never answers would cost 10 s a search: three in a row say enough.
    if (missed >= 3 && times.length === 0) break;
    const { ms, text } = await timeListChange(page, `/services?q=${word}`);
    if (Number.isNaN(ms)) missed += 1;
    else times.push(ms);
    const query = await lastMeasure(page, 'vethub:device-list:services');
    if (query !== undefined) queryTimes.push(query);
    sample ||= `${word}: ${text}`;
    await timeListChange(page, `/services?q=${NO_MATCH}`);
  }
  const p = (n: number) => percentile(times, n);
  const getAllMs = await timeGetAll(page, 'services');
  const query: [number, number] = [percentile(queryTimes, 50), percentile(queryTimes, 95)];
  return { p50: p(50), p95: p(95), runs: SEARCH_WORDS.length, missed, sample, getAllMs, query };
}

export async function deviceFigures(
  appUrl: string,
  relay: ByteRelay,
  listings: readonly Listing[],
): Promise<DeviceFigures> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vethub-scale-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
    const page = await context.newPage();
    const sync = await firstSync(page, appUrl, relay);
    await cycleSettled(page);
    const afterSync = await siteUsage(page);
    const rowsHeld = await rowsOnDevice(page);

    const region = await regionChange(page, relay);
    const afterRegion = await siteUsage(page);

    const openTimes = await openListings(page, listings, 3 * MINUTE);
    const afterOpened = await siteUsage(page);

    const search = await offlineSearch(context, page);
    return {
      firstSyncMs: sync.listingMs,
      tablesAt: sync.doneAt,
      incomplete: sync.incomplete,
      referenceMs: sync.referenceMs,
      firstSyncBytes: sync.bytes,
      afterSync,
      rowsHeld,
      regionMs: region.ms,
      regionBytes: region.bytes,
      afterRegion,
      opened: openTimes.length,
      openMs: [percentile(openTimes, 50), percentile(openTimes, 95)],
      afterOpened,
      search,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
