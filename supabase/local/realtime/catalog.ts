/**
 * What realtime needs to know about a table, read from the catalog once and cached: its columns
 * with their type names (the `columns` of a change message, e.g. int8, text, _text), its primary
 * key (to re-read rows and check visibility) and which API roles hold SELECT on it.
 */
import type { Db } from '../db';

export interface TableInfo {
  schema: string;
  table: string;
  columns: { name: string; type: string }[];
  columnTypes: Map<string, string>;
  primaryKey: string[];
}

export class Catalog {
  private tables = new Map<string, Promise<TableInfo | null>>();
  private privileges = new Map<string, Promise<boolean>>();

  constructor(private readonly db: Db) {}

  /** The table, or null when it does not exist. Unknown tables are not cached. */
  table(schema: string, table: string): Promise<TableInfo | null> {
    const key = JSON.stringify([schema, table]);
    let info = this.tables.get(key);
    if (!info) {
      info = this.load(schema, table);
      this.tables.set(key, info);
      const forgetMissing = (found: TableInfo | null) => {
        if (!found) this.tables.delete(key);
      };
      info.then(forgetMissing, () => this.tables.delete(key));
    }
    return info;
  }

  /** Forget a table (its columns changed). */
  forget(schema: string, table: string) {
    this.tables.delete(JSON.stringify([schema, table]));
    for (const key of this.privileges.keys()) {
      if (key.startsWith(JSON.stringify([schema, table]))) this.privileges.delete(key);
    }
  }

  /** Whether the role may SELECT from the table at all (RLS aside). */
  roleCanSelect(role: string, table: TableInfo): Promise<boolean> {
    const key = JSON.stringify([table.schema, table.table]) + role;
    let allowed = this.privileges.get(key);
    if (!allowed) {
      allowed = this.db
        .query<{ ok: boolean }>(
          `select has_table_privilege($1, c.oid, 'SELECT') as ok
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = $2 and c.relname = $3`,
          [role, table.schema, table.table],
        )
        .then(({ rows }) => rows[0]?.ok === true)
        .catch(() => {
          // Not cached: a failed lookup says nothing about the grant.
          this.privileges.delete(key);
          return false;
        });
      this.privileges.set(key, allowed);
    }
    return allowed;
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const { rows } = await this.db.query<{ name: string; type: string; pk: boolean }>(
      `select a.attname as name, t.typname as type,
              exists (select 1 from pg_index i
                       where i.indrelid = c.oid and i.indisprimary and a.attnum = any (i.indkey)) as pk
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')
        order by a.attnum`,
      [schema, table],
    );
    if (rows.length === 0) return null;
    const columns = rows.map(({ name, type }) => ({ name, type }));
    return {
      schema,
      table,
      columns,
      columnTypes: new Map(columns.map((c) => [c.name, c.type])),
      primaryKey: rows.filter((r) => r.pk).map((r) => r.name),
    };
  }
}
