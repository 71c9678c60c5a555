/**
 * The `config.postgres_changes` of a join: each binding is echoed back in the same order with a
 * unique id (realtime-js drops the channel on any mismatch). A binding that cannot work (unknown
 * table, bad filter) is still echoed, but inactive, and reported in a `system` error message,
 * as hosted Realtime does.
 */
import type { Db } from '../db';
import type { Catalog } from './catalog';
import type { Binding } from './channel';
import { FilterError, parseFilter, validateFilter } from './filter';

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const;
/** Joins may carry many bindings; hosted Realtime caps them too. */
export const MAX_BINDINGS_PER_JOIN = 100;

let nextId = 1;

export interface ParsedBindings {
  bindings: Binding[];
  /** The join reply's `postgres_changes`: the client's bindings plus ids. */
  reply: Record<string, unknown>[];
  errors: string[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

async function parseOne(
  raw: Record<string, unknown>,
  id: number,
  db: Db,
  catalog: Catalog,
): Promise<{ binding: Binding; error: string | null }> {
  const event = typeof raw.event === 'string' ? raw.event.toUpperCase() : '';
  const schema = text(raw.schema);
  const tableName = text(raw.table);
  const filterText = text(raw.filter);
  const binding: Binding = {
    id,
    event: (EVENTS as readonly string[]).includes(event) ? (event as Binding['event']) : '*',
    schema: schema ?? 'public',
    table: tableName === '*' ? null : tableName,
    filterText,
    conditions: null,
    active: false,
  };
  const where = `[event: ${String(raw.event)}, schema: ${String(raw.schema)}, table: ${String(raw.table ?? '*')}, filter: ${filterText ?? 'none'}]`;
  const fail = (why: string) => ({
    binding,
    error: `Unable to subscribe to changes with given parameters ${where}: ${why}`,
  });
  if (!(EVENTS as readonly string[]).includes(event)) {
    return fail('event must be *, INSERT, UPDATE or DELETE');
  }
  if (!schema) return fail('schema is required');
  if (schema === '*' || binding.table === null) {
    if (filterText) return fail('a filter needs one schema and one table');
    return { binding: { ...binding, active: true }, error: null };
  }
  const table = await catalog.table(schema, binding.table);
  if (!table) return fail(`table ${schema}.${binding.table} does not exist`);
  if (!filterText) return { binding: { ...binding, active: true }, error: null };
  try {
    const conditions = parseFilter(filterText);
    await validateFilter(db, table, conditions);
    return { binding: { ...binding, conditions, active: true }, error: null };
  } catch (error) {
    if (error instanceof FilterError) return fail(error.message);
    throw error;
  }
}

export async function parseBindings(
  raw: unknown,
  db: Db,
  catalog: Catalog,
): Promise<ParsedBindings> {
  const list = Array.isArray(raw) ? raw.slice(0, MAX_BINDINGS_PER_JOIN) : [];
  const result: ParsedBindings = { bindings: [], reply: [], errors: [] };
  if (Array.isArray(raw) && raw.length > MAX_BINDINGS_PER_JOIN) {
    result.errors.push(
      `Only the first ${MAX_BINDINGS_PER_JOIN} postgres_changes bindings are used`,
    );
  }
  for (const item of list) {
    const id = nextId++;
    const obj =
      typeof item === 'object' && item !== null && !Array.isArray(item)
        ? (item as Record<string, unknown>)
        : {};
    const { binding, error } = await parseOne(obj, id, db, catalog);
    result.bindings.push(binding);
    result.reply.push({ ...obj, id });
    if (error) result.errors.push(error);
  }
  return result;
}
