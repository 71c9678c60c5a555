import { z } from 'zod';
import { queueWrite } from '../../data/outbox/outbox';
import type { OutboxResult } from '../../data/outbox/outboxQueue';
import type { ItemEventTable } from '../../data/itemEvents';

/** A soft delete: only deleted_at is sent, so it replays safely and works offline. */
export const softDeleteSchema = z.object({ deleted_at: z.iso.datetime({ offset: true }) });

export function deleteListing(table: ItemEventTable, id: number): Promise<OutboxResult> {
  return queueWrite({
    table,
    op: 'update',
    rowId: id,
    payload: { deleted_at: new Date().toISOString() },
    schema: softDeleteSchema,
  });
}
