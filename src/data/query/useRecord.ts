/**
 * One public record for a detail page, live: re-renders when sync or realtime changes the row,
 * and turns to 'missing' when it leaves the public view.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { localDb, type MirrorRow, type MirrorTableName, type VetHubDb } from '../localDb';
import { getRecord } from './getRecord';
import { keepOpenedRow } from '../sync/keepOpenedRow';
import { t } from '../words';

export type RecordState =
  | { status: 'loading' }
  | { status: 'ready'; record: MirrorRow }
  | { status: 'missing' }
  | { status: 'error'; message: string };

export function useRecord(
  table: MirrorTableName,
  key: number | string,
  db: VetHubDb = localDb,
): RecordState {
  const live = useLiveQuery<RecordState>(
    () =>
      getRecord(db, table, key).then(
        (record): RecordState => (record ? { status: 'ready', record } : { status: 'missing' }),
        (error: unknown): RecordState => ({
          status: 'error',
          message: error instanceof Error ? error.message : t('data.record.failed'),
        }),
      ),
    [db, table, key],
  );
  // Until the first download is done every sync step re-reads the record from the server; one
  // failed re-read replaced the page a person was using (a half-written form with it) with an
  // error. A record already shown stays until the device or the server says it is gone.
  const id = `${db.name}:${table}:${key}`;
  const record = live?.status === 'ready' ? live.record : null;
  useEffect(() => {
    // Kept on the device for a month (working set): a failed write only loses that.
    if (record) void keepOpenedRow(db, table, key, record).catch(() => undefined);
  }, [db, table, key, record]);
  const [shown, setShown] = useState<{ id: string; state: RecordState } | null>(null);
  if (live?.status === 'ready' && (shown?.id !== id || shown.state !== live)) {
    setShown({ id, state: live });
  }
  if (live?.status === 'error' && shown?.id === id) return shown.state;
  return live ?? { status: 'loading' };
}
