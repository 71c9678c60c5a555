/**
 * PostgREST's schema cache: the catalog read once, and read again when a request names something
 * the cache does not know (migrations can run while the stack is up), then the request retried.
 */
import type { Db } from '../db';
import { RestError, tableNotFound } from './errors';
import { closestName } from './paramText';
import { loadSchema, type SchemaSnapshot, type Table } from './schemaCatalog';

/** Errors that may only mean the cache is stale: unknown table, column, relationship, function. */
const STALE_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

export class SchemaCache {
  private current?: Promise<SchemaSnapshot>;
  private loading?: Promise<SchemaSnapshot>;

  constructor(
    private readonly db: Db,
    readonly schema = 'public',
  ) {}

  snapshot(): Promise<SchemaSnapshot> {
    this.current ??= this.refresh();
    return this.current;
  }

  /** Reloads the catalog; concurrent callers share one load. */
  refresh(): Promise<SchemaSnapshot> {
    if (!this.loading) {
      const loading = loadSchema(this.db, this.schema).finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
      this.loading = loading;
      this.current = loading;
    }
    return this.loading;
  }

  /**
   * Runs `plan` against the cache; if it fails with a "not found" error, reloads the catalog once
   * and runs it again, so a table created a moment ago is found.
   */
  async withSnapshot<T>(plan: (snapshot: SchemaSnapshot) => T | Promise<T>): Promise<T> {
    const first = await this.snapshot();
    try {
      return await plan(first);
    } catch (error) {
      if (!(error instanceof RestError) || !STALE_CODES.has(error.code)) throw error;
      const fresh = await this.refresh();
      return plan(fresh);
    }
  }
}

/** The exposed table or view called `name`, or PGRST205 with the closest name as a hint. */
export function findTable(snapshot: SchemaSnapshot, name: string): Table {
  const table = snapshot.tables.get(name);
  if (table) return table;
  throw tableNotFound(
    snapshot.schema,
    name,
    closestName(name.slice(0, 100), snapshot.tables.keys()),
  );
}
