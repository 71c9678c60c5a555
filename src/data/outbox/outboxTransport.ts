/**
 * How an outbox entry reaches the server. An interface so unit tests use a fake and the
 * service worker can bring its own client; the app's implementation is supabase-js.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { OutboxAttachment, OutboxEntry } from '../localDb';
import { askForConfirmationMail } from '../newsletterMail';

/** The server's answer: an HTTP status (0 when no answer came back) and its error message. */
export interface TransportAnswer {
  status: number;
  message?: string;
}

export interface OutboxTransport {
  send(entry: OutboxEntry): Promise<TransportAnswer>;
}

/**
 * The picture goes first, so a row never points at a missing file. Its path was fixed when it
 * was chosen and the upload replaces what is there, so a resend after a lost answer leaves one
 * object. Returns the answer only when it failed.
 */
async function upload(
  client: SupabaseClient,
  file: OutboxAttachment,
): Promise<TransportAnswer | undefined> {
  const { error } = await client.storage
    .from(file.bucket)
    .upload(file.path, new Blob([file.bytes], { type: file.type }), {
      contentType: file.type,
      upsert: true,
      // The path never holds other bytes: browsers and the service worker may keep it a year.
      cacheControl: '31536000',
    });
  if (!error) return undefined;
  return { status: storageStatus(error), message: error.message };
}

/** A StorageApiError carries the HTTP status; anything else never got an answer. */
function storageStatus(error: Error): number {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : 0;
}

/** English: the service worker sends too, without catalogs; pages say it in their language. */
export const NOT_EDITABLE =
  'This item no longer exists, or your account is not allowed to change it.';

/**
 * Inserts are upserts on client_id that ignore duplicates (INSERT ... ON CONFLICT DO NOTHING),
 * so resending after a lost answer or a crash never makes a second row. Edits update by id,
 * which is naturally safe to repeat. supabase-js reports a failed fetch as status 0.
 */
export function createSupabaseTransport(client: SupabaseClient): OutboxTransport {
  return {
    async send(entry) {
      if (entry.attachment) {
        const uploaded = await upload(client, entry.attachment);
        if (uploaded) return uploaded;
      }
      if (entry.op === 'insert') {
        const { error, status } = await client
          .from(entry.table)
          .upsert(entry.payload, { onConflict: 'client_id', ignoreDuplicates: true });
        // A sign-up for an address that unsubscribed queued a confirmation mail: send it now.
        if (!error && entry.table === 'newsletter_subscribers') askForConfirmationMail(client);
        return { status, message: error?.message };
      }
      const { id, ...changes } = entry.payload;
      const { data, error, status } = await client
        .from(entry.table)
        .update(changes)
        .eq('id', id)
        .select('id');
      // RLS turns a forbidden or missing row into "0 rows changed", not an error.
      if (!error && data.length === 0) return { status: 404, message: NOT_EDITABLE };
      return { status, message: error?.message };
    },
  };
}
