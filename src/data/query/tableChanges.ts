/**
 * How many times a table of this device's database has changed since a list started watching
 * it. A list the server answers (a working set that cannot answer it alone) asks again when its
 * table changes: a realtime event or a sync cycle wrote there, so the server's answer may have
 * changed too. Dexie announces every committed write, from this page or from the sync worker
 * (`storagemutated`). The first change is heard at once; the rest of a burst (a delta pull's
 * pages) is heard once, `QUIET_MS` later.
 */
import Dexie from 'dexie';
import { useEffect, useState } from 'react';
import type { MirrorTableName, VetHubDb } from '../localDb';

/** Long enough to gather a cycle's pages into one question. */
const QUIET_MS = 200;

/** Whether a `storagemutated` announcement names `table` (or everything, after a page restore). */
export function touchesTable(parts: object, db: VetHubDb, table: MirrorTableName): boolean {
  const prefix = `idb://${db.name}/${table}/`;
  return Object.keys(parts).some((name) => name === 'all' || name.startsWith(prefix));
}

export function useTableChanges(db: VetHubDb, table: MirrorTableName, watching: boolean): number {
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (!watching) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let heardMeanwhile = false;
    const count = () => setChanges((changes) => changes + 1);
    // The first change is counted at once (a realtime event shows without delay); those that
    // follow within QUIET_MS are counted together when it ends.
    const quiet = () =>
      setTimeout(() => {
        timer = undefined;
        if (!heardMeanwhile) return;
        heardMeanwhile = false;
        count();
        timer = quiet();
      }, QUIET_MS);
    const heard = (parts: object) => {
      if (!touchesTable(parts, db, table)) return;
      if (timer) {
        heardMeanwhile = true;
        return;
      }
      count();
      timer = quiet();
    };
    Dexie.on('storagemutated', heard);
    return () => {
      Dexie.on('storagemutated').unsubscribe(heard);
      clearTimeout(timer);
    };
  }, [db, table, watching]);
  return changes;
}
