import { Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { TableRegion } from '../TableRegion';

interface DataTableProps<T> {
  /** Names the scrollable region, e.g. "Audit log". */
  label: string;
  columns: string[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** One cell per column, in the same order. */
  cells: (row: T) => ReactNode[];
  striped?: boolean;
}

/** A table of records with column headers, scrollable on its own when wide. */
export function DataTable<T>({ label, columns, rows, rowKey, cells, striped }: DataTableProps<T>) {
  return (
    <TableRegion label={label}>
      <Table striped={striped}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {cells(row).map((cell, i) => (
                <Table.Td key={columns[i]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
