/**
 * Brings the index in line with one mirrored table: reads only the (updated_at, id) keys,
 * removes documents whose row is gone, and fetches and (re)indexes only rows that are new or
 * changed. Work is cut into chunks with a yield between them so searches are answered while a
 * large table is indexed.
 */
import type { VetHubDb } from '../../data/localDb';
import { readRowsByKey, readVersionKeys, type VersionKeys } from '../../data/mirrorVersions';
import { recordDoc } from './searchDocuments';
import { kindOfTable, type SearchTable } from './searchKinds';
import type { SiteIndex } from './siteIndex';

const CHUNK = 500;

export type Yield = () => Promise<void>;

export const yieldToEvents: Yield = () => new Promise((resolve) => setTimeout(resolve, 0));

export interface FeedResult {
  added: number;
  updated: number;
  removed: number;
}

export async function feedTable(
  db: VetHubDb | undefined,
  index: SiteIndex,
  table: SearchTable,
  keys?: VersionKeys,
  pause: Yield = yieldToEvents,
): Promise<FeedResult> {
  const kind = kindOfTable[table];
  keys ??= await readVersionKeys(table, db);
  const present = new Map<string, { key: number; version: string }>();
  for (const [updatedAt, key] of keys) present.set(`${kind}:${key}`, { key, version: updatedAt });

  const result: FeedResult = { added: 0, updated: 0, removed: 0 };
  for (const id of index.idsOfKind(kind)) {
    if (!present.has(id)) {
      index.remove(id);
      result.removed += 1;
    }
  }
  const stale = [...present].filter(([id, { version }]) => index.versionOf(id) !== version);
  for (let i = 0; i < stale.length; i += CHUNK) {
    const chunk = stale.slice(i, i + CHUNK);
    const rows = await readRowsByKey(
      table,
      chunk.map(([, { key }]) => key),
      db,
    );
    rows.forEach((row, n) => {
      const entry = chunk[n];
      if (!row || !entry) return; // deleted between the two reads: the next pass removes it
      const [id, { version }] = entry;
      if (index.versionOf(id) === undefined) result.added += 1;
      else result.updated += 1;
      index.put(recordDoc(table, row), version);
    });
    if (i + CHUNK < stale.length) await pause();
  }
  return result;
}
