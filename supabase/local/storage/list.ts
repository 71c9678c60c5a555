/**
 * `POST /object/list/<bucket>` as hosted Storage answers it: the entries directly under
 * `prefix` (folders as `{name, id: null, …null}`, files with their row), filtered by `search`
 * (a name prefix), sorted by `sortBy` and paged by `limit`/`offset`. RLS decides what is seen.
 */
import type { RequestAuth } from '../requestAuth';
import { asCaller, type StorageContext } from './context';
import { badRequest } from './errors';
import type { ObjectRow } from './objects';

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];
const MAX_LIMIT = 1000;

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  column: SortColumn;
  descending: boolean;
  search: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function count(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw badRequest(`${name} must be a whole number from 0 to ${max}`);
  }
  return value;
}

export function parseListBody(body: unknown): ListOptions {
  if (!isObject(body)) throw badRequest('The body must be a JSON object');
  const sortBy = isObject(body.sortBy) ? body.sortBy : {};
  const column = sortBy.column ?? 'name';
  if (!(SORT_COLUMNS as readonly unknown[]).includes(column)) {
    throw badRequest(`sortBy.column must be one of ${SORT_COLUMNS.join(', ')}`);
  }
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badRequest('sortBy.order must be asc or desc');
  const text = (v: unknown, name: string) => {
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string') throw badRequest(`${name} must be a string`);
    return v;
  };
  const prefix = text(body.prefix, 'prefix').replace(/^\/+/, '');
  return {
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    limit: count(body.limit, 'limit', 100, MAX_LIMIT),
    offset: count(body.offset, 'offset', 0, Number.MAX_SAFE_INTEGER),
    column: column as SortColumn,
    descending: order === 'desc',
    search: text(body.search, 'search'),
  };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export async function listObjects(
  s: StorageContext,
  auth: Pick<RequestAuth, 'role' | 'claims'>,
  bucket: string,
  o: ListOptions,
) {
  const rows = await asCaller(
    s,
    auth,
    'POST',
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `select id, name, created_at, updated_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
          [bucket, `${likeEscape(o.prefix)}${likeEscape(o.search)}%`],
        )
      ).rows,
  );
  const folders = new Set<string>();
  const entries: Record<string, unknown>[] = [];
  for (const row of rows) {
    const rest = row.name.slice(o.prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const folder = rest.slice(0, slash);
      if (!folders.has(folder)) {
        folders.add(folder);
        entries.push({
          name: folder,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
    } else {
      entries.push({
        name: rest,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    }
  }
  const key = (e: Record<string, unknown>) => {
    const v = e[o.column];
    return v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
  };
  entries.sort((a, b) => {
    const cmp = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    return o.descending ? -cmp : cmp;
  });
  return entries.slice(o.offset, o.offset + o.limit);
}
