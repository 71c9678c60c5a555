import { Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { TableRegion } from './TableRegion';

interface DataTableProps<T> {
  /** Names the scrollable region for screen readers, e.g. "Audit log". */
  label: string;
  /** Says what the table shows, above it; reference tables in prose pages have one. */
  caption?: string;
  columns: string[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** One cell per column, in the same order. */
  cells: (row: T) => ReactNode[];
  /** The first cell names its row (a row header), as in reference tables. */
  rowHeader?: boolean;
  striped?: boolean;
}

/** A table with column headers, scrollable on its own when wide. */
export function DataTable<T>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  cells,
  rowHeader = false,
  striped,
}: DataTableProps<T>) {
  return (
    <TableRegion label={label}>
      <Table miw={560} striped={striped} withTableBorder verticalSpacing="sm" captionSide="top">
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
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
              {cells(row).map((cell, i) =>
                rowHeader && i === 0 ? (
                  <Table.Th key={columns[i]} scope="row">
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={columns[i]}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
