/**
 * A list for a component: the filter's answer, live. Once the table's first download is done the
 * answer comes from the mirror and re-renders as sync or realtime changes it; before that it comes
 * from the server (or the part of the mirror that has arrived, when the server is out of reach).
 * A list the device's working set cannot answer alone stays the server's, asked again whenever
 * the table changes on the device (tableChanges.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTransition, useEffect, useState } from 'react';
import { localDb, type VetHubDb } from '../localDb';
import { useLiveInTransition } from '../useLive';
import { readSyncMeta } from '../sync/syncMeta';
import { deviceCovers } from './coverage';
import type { TableFilter } from './filters';
import { runOnMirror } from './runOnMirror';
import { runQuery, type QueryAnswer } from './runQuery';
import { useTableChanges } from './tableChanges';
import { t } from '../words';

export type TableQueryState =
  | { status: 'loading' }
  | { status: 'ready'; answer: QueryAnswer }
  | { status: 'error'; message: string };

type MirrorRead =
  { ok: true; answer: Awaited<ReturnType<typeof runOnMirror>> } | { ok: false; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : t('data.list.failed');

interface ServerAnswer {
  key: string;
  state: TableQueryState;
}

// useLiveQuery threw a failed read into the render, which replaced the whole page with the
// route's error page (seen on a first visit, while sync filled the database). A sync state that
// cannot be read means "ask the server"; a mirror read that fails is the list's error.
const readCoverage = (db: VetHubDb, key: string) =>
  readSyncMeta(db, (JSON.parse(key) as TableFilter).table).then(
    (meta) => (deviceCovers(meta, JSON.parse(key) as TableFilter) ? 'covered' : meta.state),
    () => 'unreadable' as const,
  );

/** The list from the mirror once its download is complete (`key` is the filter, else ''). */
const readMirror = (db: VetHubDb, key: string) =>
  key
    ? runOnMirror(db, JSON.parse(key) as TableFilter).then(
        (answer): MirrorRead => ({ ok: true, answer }),
        (error: unknown): MirrorRead => ({ ok: false, message: messageOf(error) }),
      )
    : undefined;

export function useTableQuery(
  filter: TableFilter,
  db: VetHubDb = localDb,
  /** The server client; the app's own by default (tests pass their own). */
  getClient?: () => Promise<SupabaseClient>,
): TableQueryState {
  const key = JSON.stringify(filter);
  const syncState = useLiveInTransition(db, key, readCoverage);
  const complete = syncState === 'covered';
  const mirrorAnswer = useLiveInTransition(db, complete ? key : '', readMirror);
  const [server, setServer] = useState<ServerAnswer | null>(null);
  // Not while the first download writes page after page: it asked the server once already.
  const changes = useTableChanges(db, filter.table, syncState === 'complete');

  useEffect(() => {
    if (syncState === undefined || complete) return;
    let current = true;
    // A transition: the list renders in slices between which the page still answers taps.
    const show = (state: TableQueryState) =>
      current && startTransition(() => setServer({ key, state }));
    runQuery(db, JSON.parse(key) as TableFilter, getClient).then(
      (answer) => show({ status: 'ready', answer }),
      (error: unknown) => show({ status: 'error', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [db, key, syncState, complete, getClient, changes]);

  const serverState = server?.key === key ? server.state : null;
  if (complete) {
    // The mirror's first answer takes a moment after the download completes; going back to
    // "loading" meanwhile remounted every list and closed whatever a user had open in it.
    if (!mirrorAnswer) return serverState ?? { status: 'loading' };
    return mirrorAnswer.ok
      ? { status: 'ready', answer: { ...mirrorAnswer.answer, source: 'mirror' } }
      : { status: 'error', message: mirrorAnswer.message };
  }
  return serverState ?? { status: 'loading' };
}
