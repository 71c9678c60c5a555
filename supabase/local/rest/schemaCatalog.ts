/**
 * Reads what PostgREST keeps in its schema cache from the system catalog: the exposed schema's
 * tables and views with their columns and keys, the foreign keys between them, and its functions.
 */
import type { Db } from '../db';

export interface Column {
  name: string;
  /** The SQL type as format_type() prints it, e.g. `text[]` or `timestamp with time zone`. */
  type: string;
  /** pg_type.typname, e.g. `tsvector`, `_text`. */
  typeName: string;
  notNull: boolean;
  hasDefault: boolean;
  /** The default as SQL (pg_get_expr), null when none; identity and generated columns have none. */
  defaultSql?: string | null;
  /** An identity or generated column: only the keyword DEFAULT fills it. */
  generated?: boolean;
}

export interface Table {
  name: string;
  /** `r` table, `p` partitioned, `v` view, `m` materialized view, `f` foreign table, `c` a type. */
  kind: string;
  columns: Column[];
  columnByName: Map<string, Column>;
  primaryKey: string[];
  /** Column sets of the primary key and unique constraints (one-to-one detection). */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  returnKind: 'void' | 'scalar' | 'composite';
  /** The table whose row type it returns (for embedding), or a synthetic table of its OUT columns. */
  resultTable?: Table;
  volatility: 'i' | 's' | 'v';
}

export interface SchemaSnapshot {
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  routines: Map<string, Routine[]>;
}

interface ColumnRow {
  table: string;
  kind: string;
  name: string | null;
  type: string | null;
  type_name: string | null;
  not_null: boolean | null;
  has_default: boolean | null;
  default_sql: string | null;
  generated: boolean | null;
}

interface ConstraintRow {
  name: string;
  type: 'p' | 'u' | 'f';
  table: string;
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
}

interface RoutineRow {
  name: string;
  returns_set: boolean;
  return_type: string;
  return_typtype: string;
  return_relname: string | null;
  volatility: 'i' | 's' | 'v';
  default_count: number;
  args: { name: string | null; type: string; mode: string }[];
}

const COLUMNS_SQL = `
  select c.relname as table, c.relkind::text as kind, a.attname as name,
         format_type(a.atttypid, a.atttypmod) as type, t.typname as type_name,
         a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '') as has_default,
         case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default_sql,
         (a.attidentity <> '' or a.attgenerated <> '') as generated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_type t on t.oid = a.atttypid
   where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
   order by c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
  select con.conname as name, con.contype::text as type, c.relname as table,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns,
         rc.relname as ref_table,
         case when con.contype = 'f' then
           array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i)
         end as ref_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class rc on rc.oid = con.confrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
   where n.nspname = $1 and con.contype in ('p', 'u', 'f')
     and (con.contype <> 'f' or rn.nspname = $1)`;

const ROUTINES_SQL = `
  select p.proname as name, p.proretset as returns_set,
         format_type(p.prorettype, null) as return_type, rt.typtype::text as return_typtype,
         case when rn.nspname = $1 then rc.relname end as return_relname,
         p.provolatile::text as volatility, p.pronargdefaults::int as default_count,
         coalesce((select json_agg(json_build_object(
                     'name', p.proargnames[a.i], 'type', format_type(a.t, null),
                     'mode', coalesce(p.proargmodes[a.i]::text, 'i')) order by a.i)
                   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                        with ordinality a(t, i)), '[]'::json) as args
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
   where n.nspname = $1 and p.prokind = 'f'`;

export async function loadSchema(db: Db, schema: string): Promise<SchemaSnapshot> {
  const [columns, constraints, routines] = await Promise.all([
    db.query<ColumnRow>(COLUMNS_SQL, [schema]),
    db.query<ConstraintRow>(CONSTRAINTS_SQL, [schema]),
    db.query<RoutineRow>(ROUTINES_SQL, [schema]),
  ]);
  const tables = new Map<string, Table>();
  for (const row of columns.rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = newTable(row.table, row.kind);
      tables.set(row.table, table);
    }
    if (row.name === null) continue;
    addColumn(table, {
      name: row.name,
      type: row.type ?? 'unknown',
      typeName: row.type_name ?? 'unknown',
      notNull: row.not_null === true,
      hasDefault: row.has_default === true,
      defaultSql: row.default_sql,
      generated: row.generated === true,
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const con of constraints.rows) {
    const table = tables.get(con.table);
    if (!table) continue;
    if (con.type === 'p') table.primaryKey = con.columns;
    if (con.type === 'p' || con.type === 'u') table.uniqueKeys.push(con.columns);
    if (con.type === 'f' && con.ref_table && con.ref_columns) {
      foreignKeys.push({
        name: con.name,
        table: con.table,
        columns: con.columns,
        refTable: con.ref_table,
        refColumns: con.ref_columns,
      });
    }
  }
  return { schema, tables, foreignKeys, routines: mapRoutines(routines.rows, tables) };
}

export function newTable(name: string, kind: string): Table {
  return { name, kind, columns: [], columnByName: new Map(), primaryKey: [], uniqueKeys: [] };
}

export function addColumn(table: Table, column: Column): void {
  table.columns.push(column);
  table.columnByName.set(column.name, column);
}

function mapRoutines(rows: RoutineRow[], tables: Map<string, Table>): Map<string, Routine[]> {
  const routines = new Map<string, Routine[]>();
  for (const row of rows) {
    const inputs = row.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = row.args.filter((a) => a.mode === 'o' || a.mode === 't' || a.mode === 'b');
    const firstDefault = inputs.length - row.default_count;
    const params = inputs.map((a, i) => ({
      name: a.name ?? '',
      type: a.type,
      hasDefault: i >= firstDefault,
    }));
    let returnKind: Routine['returnKind'] = 'scalar';
    let resultTable: Table | undefined;
    if (row.return_type === 'void') returnKind = 'void';
    else if (row.return_relname && tables.has(row.return_relname)) {
      returnKind = 'composite';
      resultTable = tables.get(row.return_relname);
    } else if (row.return_typtype === 'c' || (row.return_type === 'record' && outputs.length)) {
      returnKind = 'composite';
      resultTable = newTable(row.name, 'c');
      for (const out of outputs) {
        addColumn(resultTable, {
          name: out.name ?? '',
          type: out.type,
          typeName: out.type,
          notNull: false,
          hasDefault: false,
        });
      }
    }
    const routine: Routine = {
      name: row.name,
      params,
      returnsSet: row.returns_set,
      returnKind,
      resultTable,
      volatility: row.volatility,
    };
    routines.set(row.name, [...(routines.get(row.name) ?? []), routine]);
  }
  return routines;
}
