/**
 * The on-device database (Dexie over IndexedDB): the mirror of public rows, saved items, the
 * outbox of writes and sync metadata. A later version adds a `this.version(n).stores(...)`, with
 * an `.upgrade()` where rows must move, so an installed app keeps its saved items and queued
 * work; localDbEveryVersion.test.ts opens a database of every version shipped before it.
 */
import Dexie, { type Table } from 'dexie';
import type {
  ClaimRecord,
  ImageDraft,
  MetaEntry,
  MirrorRow,
  OutboxEntry,
  ReferenceChunk,
  SavedItem,
  SavedList,
} from './localDbTypes';
import { addOwners } from './ownerUpgrade';
import { chunkReferenceRows } from './referenceUpgrade';

export { mirrorTables, type MirrorTableName } from './mirrorTables';
export type {
  ClaimHistoryEntry,
  ClaimRecord,
  ClaimStartDates,
  ClaimStartEvent,
  ImageDraft,
  MetaEntry,
  MirrorRow,
  OutboxAttachment,
  OutboxEntry,
  OutboxState,
  SavedItem,
  SavedList,
} from './localDbTypes';

/** Version 1's stores, exported so upgrade tests can create a database exactly as v1 left it. */
export const schemaV1: Readonly<Record<string, string>> = {
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
};

export class VetHubDb extends Dexie {
  services!: Table<MirrorRow, number>;
  vet_deals!: Table<MirrorRow, number>;
  blog_posts!: Table<MirrorRow, number>;
  unemployment_jobs!: Table<MirrorRow, number>;
  referenceChunks!: Table<ReferenceChunk, string>;
  saved!: Table<SavedItem, [SavedList, number]>;
  outbox!: Table<OutboxEntry, string>;
  meta!: Table<MetaEntry, string>;
  claims!: Table<ClaimRecord, string>;
  imageDrafts!: Table<ImageDraft, string>;

  constructor(name = 'vethub') {
    super(name);
    // Dexie reads the installed schema from the database itself, so only versions that move data
    // (an upgrade) or delete tables are declared; each declares every table of its time, as a table
    // missing from a version is deleted. Parsing nine versions was the longest part of starting a
    // list page's chunk (about 21 ms at 4x CPU). Versions 1 and 2 (claims) and 4 (imageDrafts)
    // only added tables: they are created with version 3's, where they already were.
    // Version 3: outbox entries and claims belong to a person (decision 17); see ownerUpgrade.ts.
    this.version(3)
      .stores({
        ...schemaV1,
        outbox: 'id, [state+nextAttemptAt], state, table, createdAt, [owner+createdAt]',
        claims: 'id, updatedAt, [owner+updatedAt]',
        imageDrafts: 'path, owner, createdAt',
      })
      .upgrade(addOwners);
    // Version 5 keeps the crosswalk in chunks of rows (referenceChunks.ts), moving what a device
    // holds; version 6 drops the old one-record-a-row tables, which an upgrade cannot read in the
    // version that deletes them.
    this.version(5).stores({ referenceChunks: 'id, table' }).upgrade(chunkReferenceRows);
    this.version(6).stores({ military_careers: null, occupations: null });
    // The mirror's indexes, as versions 7 to 9 changed them. featured_until (7): a list opens with
    // its few featured rows and one page of the rest instead of reading every row (runOnMirror.ts).
    // Dropped: status (8), as the mirror keeps only visible rows, so no query narrows by it; then
    // (9) every index no mirror query reads (runOnMirror.ts narrows by equality, array membership
    // and featured_until; posts and jobs are ordered in JS): services' category (its filter reads
    // the services array), merchant, slug, published_at, posted_at, and the boolean columns,
    // which IndexedDB cannot index anyway. Each index cost every first-sync write about a quarter
    // of the row's own cost.
    this.version(9).stores({
      services:
        'id, [updated_at+id], state, zipcode, type, rating, *services, *credentials, featured_until',
      vet_deals: 'id, [updated_at+id], category, featured_until',
      blog_posts: 'id, [updated_at+id], category',
      unemployment_jobs: 'id, [updated_at+id], state',
    });
  }
}

/** The app's database; tests make their own with `new VetHubDb('test-…')` on fake-indexeddb. */
export const localDb = new VetHubDb();
