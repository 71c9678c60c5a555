/**
 * Putting work into the outbox, and the user's actions on it. Nothing invalid is ever queued:
 * the payload is checked with the same zod schema the form uses, and its field messages come
 * back to the form. Each insert gets a client-made UUID that is both the entry's id and the
 * row's client_id, which is what makes every resend safe.
 */
import { flattenError, safeParse, type $ZodType } from 'zod/v4/core';
import { currentOwner } from '../deviceOwner';
import type { OutboxAttachment, OutboxEntry, VetHubDb } from '../localDb';
import { clearWriteProblem, reportStorageProblem, type StorageProblem } from '../storageStatus';

/** The tables the app writes to; each has a unique client_id column. */
export type OutboxTable =
  | 'services'
  | 'vet_deals'
  | 'blog_posts'
  | 'unemployment_jobs'
  | 'contact_messages'
  | 'feedback'
  | 'newsletter_subscribers'
  | 'error_reports';

/** What the form submits: a new row, or changes to an existing row (by its server id). */
export type OutboxWrite = {
  table: OutboxTable;
  payload: unknown;
  schema: $ZodType;
  /** Who queues it; the person signed in now (or "guest") unless given. */
  owner?: string;
  /** A picture uploaded before the row is written. */
  attachment?: OutboxAttachment;
} & ({ op: 'insert' } | { op: 'update'; rowId: number });

export type FieldErrors = Record<string, string[]>;

export type OutboxResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'invalid'; fieldErrors: FieldErrors; formErrors: string[] }
  | { ok: false; reason: 'storage'; problem: StorageProblem }
  /** retry() or discard() on an entry that was sent or discarded meanwhile (another tab, the
   * worker), or that belongs to someone else. */
  | { ok: false; reason: 'notFound' };

type Checked =
  { ok: true; payload: Record<string, unknown> } | Extract<OutboxResult, { reason: 'invalid' }>;

function check(schema: $ZodType, payload: unknown): Checked {
  const parsed = safeParse(schema, payload);
  if (!parsed.success) {
    const { fieldErrors, formErrors } = flattenError(parsed.error);
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors as FieldErrors, formErrors };
  }
  const value: unknown = parsed.data;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('An outbox schema must describe an object (one row).');
  }
  return { ok: true, payload: value as Record<string, unknown> };
}

function rowPayload(write: OutboxWrite, checked: Record<string, unknown>, id: string) {
  return write.op === 'insert' ? { ...checked, client_id: id } : { ...checked, id: write.rowId };
}

function storageFailure(error: unknown): OutboxResult {
  return { ok: false, reason: 'storage', problem: reportStorageProblem(error) };
}

export async function enqueue(db: VetHubDb, write: OutboxWrite): Promise<OutboxResult> {
  const checked = check(write.schema, write.payload);
  if (!checked.ok) return checked;
  const id = crypto.randomUUID();
  const now = Date.now();
  const entry: OutboxEntry = {
    id,
    table: write.table,
    op: write.op,
    payload: rowPayload(write, checked.payload, id),
    state: 'queued',
    attempts: 0,
    createdAt: new Date(now).toISOString(),
    nextAttemptAt: now,
    owner: write.owner ?? currentOwner(),
    ...(write.attachment ? { attachment: write.attachment } : {}),
  };
  try {
    await db.outbox.add(entry);
    clearWriteProblem();
    return { ok: true, id };
  } catch (error) {
    return storageFailure(error);
  }
}

/**
 * "Edit and resend": replaces the payload of a failed (or still queued) entry and queues it
 * again at once. The entry keeps its id, so the row keeps its client_id.
 */
export async function retry(
  db: VetHubDb,
  id: string,
  edit?: ResendEdit,
  owner: string = currentOwner(),
): Promise<OutboxResult> {
  const checked = edit ? check(edit.schema, edit.payload) : undefined;
  if (checked && !checked.ok) return checked;
  try {
    // One transaction: a processor in another tab must not claim the entry halfway.
    return await db.transaction('rw', db.outbox, async (): Promise<OutboxResult> => {
      const entry = await db.outbox.get(id);
      if (!entry || entry.owner !== owner || entry.state === 'sent' || entry.state === 'sending') {
        return { ok: false, reason: 'notFound' };
      }
      await db.outbox.update(id, {
        payload: checked ? { ...checked.payload, ...keyOf(entry) } : entry.payload,
        attachment: edit ? attachmentAfterEdit(entry, edit) : entry.attachment,
        state: 'queued',
        attempts: 0,
        nextAttemptAt: Date.now(),
        error: undefined,
      });
      return { ok: true, id };
    });
  } catch (error) {
    return storageFailure(error);
  }
}

export interface ResendEdit {
  payload: unknown;
  schema: $ZodType;
  attachment?: OutboxAttachment;
}

/** A newly chosen picture replaces the queued one; the same picture is kept; none is dropped. */
function attachmentAfterEdit(entry: OutboxEntry, edit: ResendEdit): OutboxAttachment | undefined {
  if (edit.attachment) return edit.attachment;
  const path = (edit.payload as { image_path?: unknown }).image_path;
  return entry.attachment && entry.attachment.path === path ? entry.attachment : undefined;
}

/** The field that ties the payload to its row: client_id for inserts, id for edits. */
function keyOf(entry: OutboxEntry): Record<string, unknown> {
  return entry.op === 'insert' ? { client_id: entry.id } : { id: entry.payload.id };
}

/** Drops an entry the user no longer wants sent; nobody can drop another person's entry. */
export async function discard(
  db: VetHubDb,
  id: string,
  owner: string = currentOwner(),
): Promise<OutboxResult> {
  try {
    const removed = await db.outbox
      .where({ id })
      .and((entry) => entry.owner === owner)
      .delete();
    return removed === 1 ? { ok: true, id } : { ok: false, reason: 'notFound' };
  } catch (error) {
    return storageFailure(error);
  }
}
