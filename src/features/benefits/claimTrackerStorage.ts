/**
 * The claim tracker's records in the on-device database (Dexie `claims`). Nothing here talks to
 * a server: a claim leaves the device only when the veteran exports it.
 */
import { z } from 'zod';
import { CLAIM_LABEL_MAX, CLAIM_NOTE_MAX, stepCount } from '../../data/claimLimits';
import { addOwnClaim, changeOwnClaim, deleteOwnClaim, useOwnClaims } from '../../data/claimsStore';
import type { ClaimRecord, VetHubDb } from '../../data/localDb';
import { askPersistenceOnce } from '../../data/saved/storagePersistence';
import { createClaim, moveClaim, stepsFor } from './claimSteps';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date.');

/** Today on the veteran's own calendar (not UTC), YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The add-a-claim form; the same schema checks a record before it is stored. */
export const newClaimSchema = z
  .object({
    kind: z.enum(['compensation', 'pension', 'other']),
    label: z
      .string()
      .trim()
      .min(1, 'Give the claim a name you will recognize.')
      .max(CLAIM_LABEL_MAX, `Use ${CLAIM_LABEL_MAX} characters or fewer.`),
    filedOn: isoDate,
    step: z.number().int().min(1),
  })
  .refine((c) => c.step <= stepCount(c.kind), {
    path: ['step'],
    message: 'Choose a step.',
  })
  .refine((c) => c.filedOn <= localToday(), {
    path: ['filedOn'],
    message: 'The filed date cannot be in the future.',
  });

export type NewClaimInput = z.infer<typeof newClaimSchema>;

export const stepChangeSchema = z.object({
  to: z.number().int().min(1),
  on: isoDate.refine((d) => d <= localToday(), 'The date cannot be in the future.'),
  note: z
    .string()
    .trim()
    .max(CLAIM_NOTE_MAX, `Use ${CLAIM_NOTE_MAX} characters or fewer.`)
    .optional(),
});

const pastDate = (message: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(isoDate.refine((d) => d <= localToday(), message).optional());

/**
 * The dates from VA's letters that start a time limit; a field left empty is no date. Each is a
 * day that has happened, so a clock that has not started is never shown as running.
 */
export const startDatesSchema = z.object({
  intentToFile: pastDate('The date VA received your intent to file cannot be in the future.'),
  decisionNotice: pastDate('The date on the decision notice cannot be in the future.'),
  boardReceived: pastDate('The date the Board received your appeal cannot be in the future.'),
  boardHearing: pastDate('Enter the hearing date once the hearing has taken place.'),
  boardDecisionMailed: pastDate('The date the Board mailed its decision cannot be in the future.'),
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
    source: 'VetHub claim tracker (kept on this device only)',
    claims: claims.map((c) => ({
      ...c,
      steps: stepsFor(c.kind).map((s) => s.name),
    })),
  };
}
