/**
 * Keeps the mirror fresh. A sync cycle pulls each table's changes since its watermark and then
 * removes rows that left public view (reconcile.ts). Cycles run after start, when the browser
 * comes back online, whenever the realtime channel (re)connects (closing the gap while it was
 * down), and when the data is older than the 5-minute freshness (spec §9). Realtime events are
 * applied in arrival order as they come. Reading never waits for any of this.
 */
import type { createStore } from 'jotai';
import type { MirrorTableName, VetHubDb } from '../localDb';
import { writeMirrorCategories } from '../query/serviceCategories';
import { appStore } from '../store';
import { isReferenceTable, mirrorTables } from '../mirrorTables';
import { loadReference } from './loadReference';
import { pullTable } from './pullTable';
import { reconcileTable, reconcileWorkingSet } from './reconcile';
import { pullWorkingSet } from './pullWorkingSet';
import { readRegion } from '../region';
import { roomForRows, type StorageEstimate } from './storageBudget';
import { trimWorkingSet } from './trimWorkingSet';
import { applyWorkingSetChange } from './workingSetChange';
import { bringSavedRows } from './savedRows';
import { readRowsPerTable, realtimeFiltersOf, rowsForTable, streamsFor } from './workingSet';
import { SourceError, type RealtimeFilters, type SyncSource } from './source';
import { realtimeStatusAtom, syncProgressAtom, type TableSyncStatus } from './syncAtoms';
import { emptySyncMeta, readSyncMeta, writeSyncMeta, type TableSyncMeta } from './syncMeta';
import { classifySyncError } from './syncProblem';
import { realtimeTables } from './tables';

export const FRESHNESS_MS = 5 * 60 * 1000;
const CHECK_EVERY_MS = 30 * 1000;
/** How often a working set's rows are checked for ones that left public view. */
const WORKING_SET_CHECK_MS = 60 * 60 * 1000;

export interface SyncEngineOptions {
  db: VetHubDb;
  getSource: () => Promise<SyncSource>;
  store?: ReturnType<typeof createStore>;
  freshnessMs?: number;
  checkEveryMs?: number;
  /** Whether the device has a connection; in a worker the page tells (syncWorker.ts). */
  isOnline?: () => boolean;
  /** The build's reference file (crosswalk, occupations); without it those tables are pulled. */
  fetchReference?: () => Promise<unknown>;
  /** A Save-Data connection: the reference tables wait until someone asks (wantReference). */
  saveData?: () => boolean;
  /** Rows a listing table keeps at most (WORKING_SET_ROWS; tests use fewer). */
  rowsPerTable?: number;
  /** The browser's storage estimate (navigator.storage.estimate()), when it has one. */
  estimate?: () => Promise<StorageEstimate | null>;
}

export interface SyncHandle {
  /** Stops timers, listeners and realtime; a running pull ends after its current page. */
  stop(): void;
  /** Runs a cycle now (or joins the running one, then runs once more); resolves when done. */
  syncNow(): Promise<void>;
  /** The translator is open: download the reference tables now, even on Save-Data. */
  wantReference(): void;
}

const fromMeta = (meta: TableSyncMeta): Omit<TableSyncStatus, 'problem'> => ({
  state: meta.state,
  downloaded: meta.downloaded,
  total: meta.total,
  lastSyncedAt: meta.lastSyncedAt,
});

export function startSyncWith(options: SyncEngineOptions): SyncHandle {
  const { db, store = appStore } = options;
  const freshnessMs = options.freshnessMs ?? FRESHNESS_MS;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let lastFreshAt = 0;
  let unsubscribe: (() => void) | null = null;
  let applying: Promise<unknown> = Promise.resolve();
  let sourcePromise: Promise<SyncSource> | null = null;
  let referenceWanted = false;

  const source = () =>
    (sourcePromise ??= options.getSource().catch((error: unknown) => {
      sourcePromise = null;
      throw error;
    }));
  const setStatus = (table: MirrorTableName, patch: Partial<TableSyncStatus>) =>
    store.set(syncProgressAtom, (all) => ({ ...all, [table]: { ...all[table], ...patch } }));

  /** Rows each listing table may keep this cycle: fewer when the storage budget is exceeded. */
  async function room(): Promise<number> {
    const rows = options.rowsPerTable ?? (await readRowsPerTable(db));
    const estimate = await options.estimate?.().catch(() => null);
    return roomForRows(rows, estimate ?? null);
  }

  async function syncListings(src: SyncSource, table: MirrorTableName, rows: number) {
    const onProgress = (meta: TableSyncMeta) => setStatus(table, fromMeta(meta));
    const serverTotal = await src.visibleCount(table, undefined, true);
    const held = await readSyncMeta(db, table);
    if (serverTotal <= rows) {
      // The nation fits: the whole table, as always. A working set from before starts over.
      if (!held.whole) await writeSyncMeta(db, table, { ...emptySyncMeta });
      const meta = await pullTable(db, src, table, { onProgress, shouldStop: () => stopped });
      if (!stopped) await reconcileTable(db, src, table);
      await writeSyncMeta(db, table, { ...meta, serverTotal });
      return;
    }
    const region = await readRegion(db);
    let meta = await pullWorkingSet(db, src, table, {
      region,
      rowsPerTable: rows,
      serverTotal,
      onProgress,
      shouldStop: () => stopped,
    });
    if (stopped) return;
    await bringSavedRows(db, src, table);
    const { trimmed } = await trimWorkingSet(db, table, streamsFor(table, region), {
      rows,
      fullRows: rowsForTable(table, options.rowsPerTable ?? (await readRowsPerTable(db))),
    });
    const checkedAt = Date.parse(meta.checkedAt ?? '') || 0;
    if (Date.now() - checkedAt >= WORKING_SET_CHECK_MS) {
      await reconcileWorkingSet(db, src, table, streamsFor(table, region));
      meta = { ...meta, checkedAt: new Date().toISOString() };
    }
    meta = { ...meta, wholeStreams: meta.wholeStreams.filter((id) => !trimmed.includes(id)) };
    await writeSyncMeta(db, table, meta);
    onProgress(meta);
  }

  async function syncTable(src: SyncSource, table: MirrorTableName, rows: number): Promise<void> {
    if (table === 'services') await writeMirrorCategories(db, await src.categoryRows());
    if (isReferenceTable(table)) {
      const onProgress = (meta: TableSyncMeta) => setStatus(table, fromMeta(meta));
      await pullTable(db, src, table, { onProgress, shouldStop: () => stopped });
      if (!stopped) await reconcileTable(db, src, table);
    } else {
      await syncListings(src, table, rowsForTable(table, rows));
    }
    setStatus(table, { problem: null });
  }

  /** Whether a reference table waits for now: not downloaded yet and the line is Save-Data. */
  async function deferred(table: MirrorTableName): Promise<boolean> {
    if (!isReferenceTable(table) || referenceWanted || !options.saveData?.()) return false;
    return (await readSyncMeta(db, table)).state !== 'complete';
  }

  /** Starts the empty reference tables from the file, once a cycle; a failure leaves the pull. */
  let referenceTried = false;
  async function startReference(): Promise<void> {
    if (referenceTried || !options.fetchReference) return;
    referenceTried = true;
    try {
      const loaded = await loadReference(db, options.fetchReference);
      for (const [table, meta] of loaded) setStatus(table, fromMeta(meta));
    } catch {
      // Not built, not reachable or damaged: the paged pull brings the same rows.
    }
  }

  async function cycle(): Promise<void> {
    let fresh = true;
    referenceTried = false;
    try {
      const src = await source();
      const rows = await room();
      let offline = false;
      const one = async (table: MirrorTableName) => {
        if (stopped || offline) return;
        if (await deferred(table)) return;
        try {
          if (isReferenceTable(table)) await startReference();
          await syncTable(src, table, rows);
        } catch (error) {
          fresh = false;
          setStatus(table, { problem: classifySyncError(error) });
          // Offline: the other tables would fail the same way; the next trigger retries.
          if (error instanceof SourceError && error.offline) offline = true;
        }
      };
      // The listing tables side by side: one's requests wait on the line while another's rows
      // are written (the first sync: 5.3 s one after another on the scale bench's 10k).
      // The reference tables after them, as before: they are the least urgent.
      await Promise.all(mirrorTables.filter((table) => !isReferenceTable(table)).map(one));
      for (const table of mirrorTables.filter(isReferenceTable)) await one(table);
    } catch (error) {
      fresh = false;
      const problem = classifySyncError(error);
      for (const table of mirrorTables) setStatus(table, { problem });
    }
    if (fresh) lastFreshAt = Date.now();
  }

  function syncNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await cycle();
        await followWorkingSet().catch(() => store.set(realtimeStatusAtom, 'error'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** Realtime hears a working set's streams only (the region, the nationwide): bytes follow it. */
  async function realtimeFilters(): Promise<RealtimeFilters> {
    const region = await readRegion(db);
    const filters: RealtimeFilters = {};
    for (const table of realtimeTables) {
      if ((await readSyncMeta(db, table)).whole) continue;
      const heard = realtimeFiltersOf(streamsFor(table, region));
      if (heard) filters[table] = heard;
    }
    return filters;
  }

  let listening = '';
  async function startRealtime(): Promise<void> {
    const src = await source();
    const filters = await realtimeFilters();
    if (stopped) return;
    listening = JSON.stringify(filters);
    unsubscribe = src.subscribe(
      realtimeTables,
      (change) => {
        // One after another, in arrival order: an update must not overtake its insert.
        applying = applying
          .then(() => applyWorkingSetChange(db, change))
          .catch((error: unknown) =>
            setStatus(change.table, { problem: classifySyncError(error) }),
          );
      },
      (status) => {
        store.set(realtimeStatusAtom, status);
        if (status === 'connected') void syncNow();
      },
      filters,
    );
  }

  /** After a cycle: a table that became a working set, or a new region, listens anew. */
  async function followWorkingSet(): Promise<void> {
    if (!unsubscribe || stopped) return;
    if (JSON.stringify(await realtimeFilters()) === listening) return;
    unsubscribe();
    unsubscribe = null;
    await startRealtime();
  }

  const onOnline = () => void syncNow();
  const onOffline = () => store.set(realtimeStatusAtom, 'disconnected');
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }
  const isOnline =
    options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const timer = setInterval(() => {
    if (!running && isOnline() && Date.now() - lastFreshAt >= freshnessMs) void syncNow();
  }, options.checkEveryMs ?? CHECK_EVERY_MS);

  void (async () => {
    for (const table of mirrorTables) setStatus(table, fromMeta(await readSyncMeta(db, table)));
  })()
    .catch(() => undefined)
    .then(() => {
      void syncNow();
      startRealtime().catch(() => store.set(realtimeStatusAtom, 'error'));
    });

  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      if (hasWindow) {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      unsubscribe?.();
      unsubscribe = null;
    },
    syncNow,
    wantReference() {
      if (referenceWanted) return;
      referenceWanted = true;
      void syncNow();
    },
  };
}
