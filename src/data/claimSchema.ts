/**
 * The one schema of a stored claim (ClaimRecord without its owner), for every claim that comes
 * from outside the tracker's own forms: a backup file, the account's copy.
 */
import { z } from 'zod';
import { CLAIM_LABEL_MAX, CLAIM_NOTE_MAX, stepCount } from './claimLimits';
import type { ClaimRecord } from './localDbTypes';
import { t } from './words';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.iso.datetime({ offset: true });

const step = z.number().int().min(1);

/** A claim as the device stores it, without its owner: in a backup file and on the account. */
export const storedClaimSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['compensation', 'pension', 'other']),
    label: z.string().trim().min(1).max(CLAIM_LABEL_MAX),
    filedOn: day,
    step,
    history: z
      .array(
        z.object({
          on: day,
          step,
          note: z.string().max(CLAIM_NOTE_MAX).optional(),
          recordedAt: instant,
        }),
      )
      .min(1),
    startDates: z
      .object({
        intentToFile: day.optional(),
        decisionNotice: day.optional(),
        boardReceived: day.optional(),
        boardHearing: day.optional(),
        boardDecisionMailed: day.optional(),
      })
      .optional(),
    createdAt: instant,
    updatedAt: instant,
  })
  .refine((c) => [c.step, ...c.history.map((h) => h.step)].every((s) => s <= stepCount(c.kind)), {
    path: ['step'],
    error: () => t('data.claims.unknownStep'),
  }) satisfies z.ZodType<Omit<ClaimRecord, 'owner'>>;
