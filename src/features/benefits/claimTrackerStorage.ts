/**
 * The claim tracker's records in the on-device database (Dexie `claims`). Nothing here talks to
 * a server: a claim leaves the device only when the veteran exports it.
 */
import { z } from 'zod';
import { CLAIM_LABEL_MAX, CLAIM_NOTE_MAX, stepCount } from '../../data/claimLimits';
import { addOwnClaim, changeOwnClaim, deleteOwnClaim, useOwnClaims } from '../../data/claimsStore';
import type { ClaimRecord, VetHubDb } from '../../data/localDb';
import { askPersistenceOnce } from '../../data/saved/storagePersistence';
import { localToday } from '../../lib/localToday';
import { createClaim, moveClaim, stepsFor } from './claimSteps';
import { t } from './words';

// Every message is a function, so it is said in the page's language when the form is checked.
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t('benefits.tracker.error.date') });

/** The add-a-claim form; the same schema checks a record before it is stored. */
export const newClaimSchema = z
  .object({
    kind: z.enum(['compensation', 'pension', 'other']),
    label: z
      .string()
      .trim()
      .min(1, { error: () => t('benefits.tracker.error.name') })
      .max(CLAIM_LABEL_MAX, {
        error: () => t('benefits.tracker.error.tooLong', { max: CLAIM_LABEL_MAX }),
      }),
    filedOn: isoDate,
    step: z.number().int().min(1),
  })
  .refine((c) => c.step <= stepCount(c.kind), {
    path: ['step'],
    error: () => t('benefits.tracker.error.step'),
  })
  .refine((c) => c.filedOn <= localToday(), {
    path: ['filedOn'],
    error: () => t('benefits.tracker.error.filedFuture'),
  });

export type NewClaimInput = z.infer<typeof newClaimSchema>;

export const stepChangeSchema = z.object({
  to: z.number().int().min(1),
  on: isoDate.refine((d) => d <= localToday(), {
    error: () => t('benefits.tracker.error.future'),
  }),
  note: z
    .string()
    .trim()
    .max(CLAIM_NOTE_MAX, {
      error: () => t('benefits.tracker.error.tooLong', { max: CLAIM_NOTE_MAX }),
    })
    .optional(),
});

/** A day that has happened; `id` is the message said for a day still to come. */
const pastDate = (id: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(isoDate.refine((d) => d <= localToday(), { error: () => t(id) }).optional());

/**
 * The dates from VA's letters that start a time limit; a field left empty is no date. Each is a
 * day that has happened, so a clock that has not started is never shown as running.
 */
export const startDatesSchema = z.object({
  intentToFile: pastDate('benefits.tracker.error.intentFuture'),
  decisionNotice: pastDate('benefits.tracker.error.noticeFuture'),
  boardReceived: pastDate('benefits.tracker.error.boardFuture'),
  boardHearing: pastDate('benefits.tracker.error.hearingFuture'),
  boardDecisionMailed: pastDate('benefits.tracker.error.decisionFuture'),
});

export function useClaims(db?: VetHubDb): ClaimRecord[] | undefined {
  return useOwnClaims(db);
}

export async function addClaim(input: NewClaimInput, db?: VetHubDb): Promise<ClaimRecord> {
  // A tracker is worth keeping through low storage: ask once, while still inside the click.
  void askPersistenceOnce();
  const claim = createClaim(newClaimSchema.parse(input), crypto.randomUUID(), localToday());
  await addOwnClaim(claim, db);
  return claim;
}

export async function recordStep(
  id: string,
  change: z.input<typeof stepChangeSchema>,
  db?: VetHubDb,
): Promise<ClaimRecord> {
  const { to, on, note } = stepChangeSchema.parse(change);
  return changeOwnClaim(id, (claim) => moveClaim(claim, to, on, note), db);
}

export async function recordStartDates(
  id: string,
  dates: z.input<typeof startDatesSchema>,
  db?: VetHubDb,
): Promise<ClaimRecord> {
  const parsed = startDatesSchema.parse(dates);
  const startDates = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
  return changeOwnClaim(
    id,
    (claim) => ({ ...claim, startDates, updatedAt: new Date().toISOString() }),
    db,
  );
}

export async function deleteClaim(id: string, db?: VetHubDb): Promise<void> {
  await deleteOwnClaim(id, db);
}

/** The export file's content: the veteran's claims with the step names spelled out. */
export function claimsExport(claims: readonly ClaimRecord[], now: Date = new Date()) {
  return {
    exported_at: now.toISOString(),
    source: t('benefits.tracker.exportSource'),
    claims: claims.map((c) => ({
      ...c,
      steps: stepsFor(c.kind).map((s) => s.name),
    })),
  };
}
