/**
 * The reference file: the crosswalk and occupations as one build artifact
 * (scripts/referencePlugin.ts), so a device downloads ~140 KB of brotli once instead of 31k rows
 * in 15 paged API answers. Columns, not rows: each column's values sit together, which
 * compresses about a fifth better and spells every column name once. One schema serves the
 * build that writes the file and the worker that reads it.
 */
import { z } from 'zod';
import type { ReferenceTable } from '../mirrorTables';

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const columns = z
  .record(z.string(), z.array(cell))
  .refine(
    (table) => new Set(Object.values(table).map((values) => values.length)).size <= 1,
    'every column of a table needs the same number of values',
  );

export const referenceFileSchema = z.object({
  format: z.literal(1),
  /** updated_at (and created_at) of every row, as the server holds them. */
  asOf: z.string().min(1),
  tables: z.object({ military_careers: columns, occupations: columns }),
});
export type ReferenceFile = z.infer<typeof referenceFileSchema>;

export function encodeReferenceFile(
  asOf: string,
  tables: Record<ReferenceTable, readonly Row[]>,
): ReferenceFile {
  const encode = (rows: readonly Row[]) => {
    const names = Object.keys(rows[0] ?? {});
    return Object.fromEntries(names.map((name) => [name, rows.map((row) => row[name] ?? null)]));
  };
  return {
    format: 1,
    asOf,
    tables: {
      military_careers: encode(tables.military_careers),
      occupations: encode(tables.occupations),
    },
  };
}

/** The table's rows as the server would send them, timestamps included. */
export function referenceRows(file: ReferenceFile, table: ReferenceTable): Row[] {
  const data = Object.entries(file.tables[table]);
  const count = data[0]?.[1].length ?? 0;
  return Array.from({ length: count }, (_, i) => {
    const row: Row = { created_at: file.asOf, updated_at: file.asOf };
    for (const [name, values] of data) row[name] = values[i] ?? null;
    return row;
  });
}
