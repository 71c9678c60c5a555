/** SQL text for the seed: literals quoted the standard way, rows inserted in multi-row batches. */

/** A raw SQL expression, written as is (only for expressions the generator itself builds). */
export class Raw {
  constructor(readonly sql: string) {}
}

export type SqlValue = string | number | boolean | null | undefined | string[] | Raw;

export function literal(value: SqlValue): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Raw) return value.sql;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) {
    return value.length ? `array[${value.map(literal).join(', ')}]` : `'{}'::text[]`;
  }
  if (value.includes('\0')) throw new Error('NUL character in seed text');
  return `'${value.replaceAll("'", "''")}'`;
}

/** `now() - interval '<n> hours'`: fresh-looking timestamps while seed.sql stays byte-identical. */
export function hoursAgo(hours: number): Raw {
  return new Raw(`now() - interval '${Math.round(hours)} hours'`);
}

/** INSERTs of rows in batches (one statement per batch is far faster than one per row). */
export function insertRows(
  table: string,
  rows: Record<string, SqlValue>[],
  batchSize = 500,
  options: { overridingIds?: boolean } = {},
): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const values = rows.slice(start, start + batchSize).map((row) => {
      const keys = Object.keys(row);
      if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i])) {
        throw new Error(`${table}: every row needs the columns ${columns.join(', ')}`);
      }
      return `  (${columns.map((c) => literal(row[c])).join(', ')})`;
    });
    // An identity column `generated always` takes given ids only when told to.
    const overriding = options.overridingIds ? ' overriding system value' : '';
    statements.push(
      `insert into ${table} (${columns.join(', ')})${overriding} values\n${values.join(',\n')};`,
    );
  }
  return statements.join('\n\n');
}

export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/g, '');
}
