import type { Key, ReactNode } from 'react';
import { DataTable } from '../../components/DataTable';
import { LoadedView } from './LoadedView';
import type { Loaded } from './useAdminLoad';

interface LoadedTableProps<T> {
  state: Loaded<T[]>;
  /** What the table holds, as in "Loading {label}…"; capitalized, it names the table. */
  label: string;
  empty: string;
  columns: string[];
  /** One cell per column, in the same order. */
  cells: (row: T) => ReactNode[];
}

/** A console view's rows as a striped table, once loaded (LoadedView), one row per id. */
export function LoadedTable<T extends { id: Key }>({
  state,
  label,
  empty,
  ...table
}: LoadedTableProps<T>) {
  return (
    <LoadedView state={state} label={label} empty={empty}>
      {(rows) => (
        <DataTable
          label={label.charAt(0).toUpperCase() + label.slice(1)}
          striped
          rows={rows}
          rowKey={(row) => row.id}
          {...table}
        />
      )}
    </LoadedView>
  );
}
