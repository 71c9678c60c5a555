import type { Key, ReactNode } from 'react';
import { DataTable } from '../../components/DataTable';
import { LoadedView, type LoadWords } from './LoadedView';
import type { Loaded } from './useAdminLoad';

interface LoadedTableProps<T> {
  state: Loaded<T[]>;
  /** Names the table: "Audit log". */
  label: string;
  words: LoadWords;
  empty: string;
  columns: string[];
  /** One cell per column, in the same order. */
  cells: (row: T) => ReactNode[];
}

/** A console view's rows as a striped table, once loaded (LoadedView), one row per id. */
export function LoadedTable<T extends { id: Key }>({
  state,
  words,
  empty,
  ...table
}: LoadedTableProps<T>) {
  return (
    <LoadedView state={state} words={words} empty={empty}>
      {(rows) => <DataTable striped rows={rows} rowKey={(row) => row.id} {...table} />}
    </LoadedView>
  );
}
