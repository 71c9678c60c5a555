/**
 * Hands a checked posting to the outbox: a new row owned by the partner, or changes to a row,
 * with the picture chosen for it.
 */
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { attachmentFor, dropImageDraft } from '../../data/listingImages';
import { queueWrite, resendEntry } from '../../data/outbox/outbox';
import type { OutboxResult } from '../../data/outbox/outboxQueue';
import type { FormValues, PostingKind } from './postingKind';

export type PostingWrite =
  | { op: 'insert'; ownerId: string; retryOf?: string }
  | { op: 'update'; rowId: number; retryOf?: string };

/** RLS requires owner_id = auth.uid() on insert; the form schemas leave owner_id out. */
const owned = z.object({ owner_id: z.string().min(1) });

export async function submitPosting(
  kind: PostingKind,
  values: FormValues,
  write: PostingWrite,
): Promise<OutboxResult> {
  const content = kind.toPayload(values);
  // A picture chosen on this device is uploaded with the row; one already on the server is not.
  const attachment = await attachmentFor((content.image_path as string | null) ?? null);
  const [payload, schema]: [Record<string, unknown>, $ZodType] =
    write.op === 'insert'
      ? [{ ...content, owner_id: write.ownerId }, z.intersection(kind.schema as z.ZodType, owned)]
      : [content, kind.schema];
  // "Edit and resend" keeps the failed entry's id, so its row keeps the same client_id.
  const result = write.retryOf
    ? await resendEntry(write.retryOf, { payload, schema, attachment })
    : write.op === 'insert'
      ? await queueWrite({ table: kind.table, op: 'insert', payload, schema, attachment })
      : await queueWrite({
          table: kind.table,
          op: 'update',
          rowId: write.rowId,
          payload,
          schema,
          attachment,
        });
  // The outbox holds the picture now; the form's copy goes with the form's draft.
  if (result.ok && attachment) await dropImageDraft(attachment.path);
  return result;
}
