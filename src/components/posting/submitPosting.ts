/** Hands a checked posting to the outbox: a new row owned by the partner, or changes to a row. */
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { queueWrite, resendEntry } from '../../data/outbox/outbox';
import type { OutboxResult } from '../../data/outbox/outboxQueue';
import type { FormValues, PostingKind } from './postingKind';

export type PostingWrite =
  | { op: 'insert'; ownerId: string; retryOf?: string }
  | { op: 'update'; rowId: number; retryOf?: string };

/** RLS requires owner_id = auth.uid() on insert; the form schemas leave owner_id out. */
const owned = z.object({ owner_id: z.string().min(1) });

export function submitPosting(
  kind: PostingKind,
  values: FormValues,
  write: PostingWrite,
): Promise<OutboxResult> {
  const content = kind.toPayload(values);
  const [payload, schema]: [Record<string, unknown>, $ZodType] =
    write.op === 'insert'
      ? [{ ...content, owner_id: write.ownerId }, z.intersection(kind.schema as z.ZodType, owned)]
      : [content, kind.schema];
  // "Edit and resend" keeps the failed entry's id, so its row keeps the same client_id.
  if (write.retryOf) return resendEntry(write.retryOf, { payload, schema });
  if (write.op === 'insert') {
    return queueWrite({ table: kind.table, op: 'insert', payload, schema });
  }
  return queueWrite({ table: kind.table, op: 'update', rowId: write.rowId, payload, schema });
}
