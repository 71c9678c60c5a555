/**
 * useTableQuery / useRecord with each row checked by the feature's zod schema: a row that does
 * not parse is left out (and counted), never crashes a page.
 */
import { useMemo } from 'react';
import type { z } from 'zod';
import type { MirrorTableName } from '../localDb';
import type { TableFilter } from './filters';
import type { QuerySource } from './runQuery';
import { useRecord } from './useRecord';
import { useTableQuery } from './useTableQuery';

export type ParsedListState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      rows: T[];
      total: number;
      estimated?: true;
      source: QuerySource;
      /** With source 'working-set': how many the server had when last asked. */
      serverTotal?: number;
    };

export function parseRows<T>(rows: readonly unknown[], schema: z.ZodType<T>): T[] {
  const parsed: T[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
  }
  return parsed;
}

export function useParsedQuery<T>(filter: TableFilter, schema: z.ZodType<T>): ParsedListState<T> {
  const state = useTableQuery(filter);
  return useMemo(() => {
    if (state.status !== 'ready') return state;
    const { rows, total, estimated, source, serverTotal } = state.answer;
    const parsed = parseRows(rows, schema);
    return { status: 'ready', rows: parsed, total, estimated, source, serverTotal };
  }, [state, schema]);
}

export type ParsedRecordState<T> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; record: T };

export function useParsedRecord<T>(
  table: MirrorTableName,
  id: number,
  schema: z.ZodType<T>,
): ParsedRecordState<T> {
  const state = useRecord(table, id);
  return useMemo(() => {
    if (state.status !== 'ready') return state;
    const result = schema.safeParse(state.record);
    return result.success ? { status: 'ready', record: result.data } : { status: 'missing' };
  }, [state, schema]);
}
