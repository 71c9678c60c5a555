/** The outbox's check of an error report (the error_reports table's own limits). */
import { z } from 'zod';

export const errorReportSchema = z.object({
  reference: z.string().regex(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
  device_id: z.uuid(),
  kind: z.enum(['route', 'render', 'chunk']),
  message: z.string().min(1).max(1000),
  stack: z.string().max(8000).nullable(),
  route: z.string().min(1).max(500),
  build_id: z.string().min(1).max(100),
  online: z.boolean(),
  occurred_at: z.iso.datetime(),
});
