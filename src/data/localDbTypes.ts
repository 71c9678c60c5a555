/**
 * The shapes the on-device database holds and the row operations its mirror offers, apart from
 * localDb.ts so that the schema upgrades and the stores it builds on can name them without
 * importing the database itself (which imports them: an import circle).
 */
import type { Table } from 'dexie';
import type { ReferenceTable, RowKey } from './mirrorTables';

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
  /** Who queued it (user id or "guest"): only they see it, and it goes only under their session. */
  owner: string;
  /** A picture to upload before the row is written; dropped once the entry is sent. */
  attachment?: OutboxAttachment;
}

export interface OutboxAttachment {
  bucket: string;
  /** Fixed when the picture was chosen, so a resend replaces the same object: never two. */
  path: string;
  type: string;
  bytes: ArrayBuffer;
}

/** A picture chosen in a form that is not sent yet: a draft's path points at it. */
export interface ImageDraft extends Omit<OutboxAttachment, 'bucket'> {
  owner: string;
  width: number;
  height: number;
  createdAt: string;
}

/** One claim a veteran records in the claim tracker; it never leaves the device unless exported. */
export interface ClaimRecord {
  /** Client-made UUID. */
  id: string;
  /** 'compensation' and 'pension' follow VA's 8-step view; 'other' the 5-step view. */
  kind: 'compensation' | 'pension' | 'other';
  /** The veteran's own words for the claim ("Knee and hearing"). */
  label: string;
  /** Filed date, YYYY-MM-DD. */
  filedOn: string;
  /** The current step number in the claim's step list (1-based). */
  step: number;
  /** Every step the veteran recorded, oldest first; the first entry is the step at creation. */
  history: ClaimHistoryEntry[];
  /** Dates from VA's letters that start a time limit (data/va/deadlines.json), YYYY-MM-DD. */
  startDates?: ClaimStartDates;
  createdAt: string;
  updatedAt: string;
  /** Whose claim it is (user id or "guest"); set when stored (see claimsStore.ts). */
  owner?: string;
}

/** The events that start a VA time limit, as the claim tracker asks for them. */
export type ClaimStartEvent =
  'intentToFile' | 'decisionNotice' | 'boardReceived' | 'boardHearing' | 'boardDecisionMailed';

export type ClaimStartDates = Partial<Record<ClaimStartEvent, string>>;

export interface ClaimHistoryEntry {
  /** The date the veteran says the change happened, YYYY-MM-DD. */
  on: string;
  step: number;
  note?: string;
  /** When it was recorded (ISO), to keep same-day entries in order. */
  recordedAt: string;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export interface ReferenceChunk {
  /** `<table>:<chunk>`, see chunkId in referenceChunks.ts. */
  id: string;
  table: ReferenceTable;
  rows: MirrorRow[];
}

/**
 * The row operations the sync engine and the mirror's readers need, whatever the table's
 * storage: a Dexie table of one record a row, or the reference tables' chunks
 * (referenceChunkStore.ts). Writes that must be atomic with other tables run in a transaction
 * over `store.table`.
 */
export interface MirrorStore {
  /** The IndexedDB table a transaction around these operations must include. */
  readonly table: Table;
  get(key: RowKey): Promise<MirrorRow | undefined>;
  bulkGet(keys: readonly RowKey[]): Promise<(MirrorRow | undefined)[]>;
  bulkPut(rows: readonly MirrorRow[]): Promise<void>;
  bulkDelete(keys: readonly RowKey[]): Promise<void>;
  count(): Promise<number>;
  /** Every row, in key order. */
  toArray(): Promise<MirrorRow[]>;
  /** Every key, in order. */
  keys(): Promise<RowKey[]>;
  /**
   * The keys of rows stored with updated_at at or after `since` (canonical form), where an index
   * answers it; the reference chunks have none.
   */
  keysUpdatedSince?(since: string): Promise<RowKey[]>;
}
