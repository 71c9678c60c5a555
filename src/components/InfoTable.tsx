import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableRegion } from './TableRegion';

export interface InfoTableRow {
  key: string;
  /** The first cell heads the row. */
  cells: ReactNode[];
}

interface InfoTableProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  caption: string;
  columns: string[];
  rows: InfoTableRow[];
}

/** A small reference table in prose pages: each row named by its first cell. */
export function InfoTable({ label, caption, columns, rows }: InfoTableProps) {
  return (
    <TableRegion label={label}>
      <Table miw={560} striped withTableBorder verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
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
          {rows.map(({ key, cells: [head, ...rest] }) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{head}</Table.Th>
              {rest.map((cell, i) => (
                <Table.Td key={i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
