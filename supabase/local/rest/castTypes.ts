/**
 * Casts in `select=col::type` name a type by client text; it is resolved by the catalog
 * (`to_regtype`) and only the catalog's own spelling of the type reaches SQL.
 */
import type { Db } from '../db';
import { RestError } from './errors';
import type { ParsedQuery } from './queryParser';
import { castsIn } from './readBuilder';

const castCaches = new WeakMap<Db, Map<string, string>>();

/** `col::int` → the catalog's name for the type (`integer`), so the cast is never client text. */
export async function resolveCasts(db: Db, query: ParsedQuery): Promise<Map<string, string>> {
  const resolved = new Map<string, string>();
  let castCache = castCaches.get(db);
  if (!castCache) {
    castCache = new Map();
    castCaches.set(db, castCache);
  }
  for (const name of castsIn(query.select)) {
    let type = castCache.get(name);
    if (type === undefined) {
      const { rows } = await db
        .query<{ type: string | null }>('select format_type(to_regtype($1), null) as type', [name])
        .catch(() => ({ rows: [{ type: null }] }));
      type = rows[0]?.type ?? undefined;
      if (!type) throw new RestError(400, '42704', `type "${name}" does not exist`);
      castCache.set(name, type);
    }
    resolved.set(name, type);
  }
  return resolved;
}
