/**
 * The on-device database (Dexie over IndexedDB): the mirror of public rows, saved items, the
 * outbox of writes and sync metadata. Every later version adds a `this.version(n).stores(...)`
 * with an `.upgrade()` so an installed app keeps its saved items and queued work.
 */
import Dexie, { type Table } from 'dexie';

export { mirrorTables, type MirrorTableName } from './mirrorTables';

/** A mirrored row as the server sent it (columns differ per table). */
export type MirrorRow = Record<string, unknown> & { updated_at: string };

export type SavedList = 'vetdeals' | 'blog' | 'services' | 'job';

export interface SavedItem {
  list: SavedList;
  id: number;
  saved_at: string;
  /** A snapshot of the source record when it was saved. */
  record: Record<string, unknown>;
  isDeleted?: boolean;
  /** When the source was found gone (ISO); purged 7 days later. */
  deletedAt?: string;
}

export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutboxEntry {
  /** Client-made UUID, also the row's client_id on the server: replays can never duplicate. */
  id: string;
  table: string;
  op: 'insert' | 'update';
  payload: Record<string, unknown>;
  state: OutboxState;
  attempts: number;
  createdAt: string;
  nextAttemptAt: number;
  sentAt?: string;
  /** The server's reason for a 4xx, shown to the user with "edit and resend". */
  error?: string;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export class VetHubDb extends Dexie {
  services!: Table<MirrorRow, number>;
  vet_deals!: Table<MirrorRow, number>;
  blog_posts!: Table<MirrorRow, number>;
  unemployment_jobs!: Table<MirrorRow, number>;
  military_careers!: Table<MirrorRow, number>;
  occupations!: Table<MirrorRow, string>;
  saved!: Table<SavedItem, [SavedList, number]>;
  outbox!: Table<OutboxEntry, string>;
  meta!: Table<MetaEntry, string>;

  constructor(name = 'vethub') {
    super(name);
    this.version(1).stores({
      services:
        'id, [updated_at+id], status, state, zipcode, type, is_home, sponsored, rating, category, *services, *credentials',
      vet_deals: 'id, [updated_at+id], category, merchant, status',
      blog_posts: 'id, [updated_at+id], category, published_at, slug',
      unemployment_jobs: 'id, [updated_at+id], state, remote, posted_at',
      military_careers: 'id, [updated_at+id], branch, code, onet_soc, svc',
      occupations: 'onet_soc, [updated_at+onet_soc]',
      // deletedAt, not isDeleted: IndexedDB cannot index booleans.
      saved: '[list+id], [list+saved_at], list, deletedAt',
      outbox: 'id, [state+nextAttemptAt], state, table, createdAt',
      meta: 'key',
    });
  }
}

/** The app's database; tests make their own with `new VetHubDb('test-…')` on fake-indexeddb. */
export const localDb = new VetHubDb();
