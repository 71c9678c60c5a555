/**
 * One public record for a detail page, live: re-renders when sync or realtime changes the row,
 * and turns to 'missing' when it leaves the public view.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type MirrorRow, type MirrorTableName, type VetHubDb } from '../localDb';
import { getRecord } from './getRecord';

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
  return (
    useLiveQuery<RecordState>(
      () =>
        getRecord(db, table, key).then(
          (record): RecordState => (record ? { status: 'ready', record } : { status: 'missing' }),
          (error: unknown): RecordState => ({
            status: 'error',
            message: error instanceof Error ? error.message : 'This page could not be loaded.',
          }),
        ),
      [db, table, key],
    ) ?? { status: 'loading' }
  );
}
