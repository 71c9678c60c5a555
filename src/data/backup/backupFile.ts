/**
 * The device backup file (issue 36, item 5): the claim tracker, saved items and settings, so a
 * person can move them to another device or bring them back after clearing the browser. A
 * versioned JSON document, parsed with zod; a file that is not one, is damaged or comes from a
 * newer VetHub is refused with the reason, and nothing on the device changes.
 */
import { z } from 'zod';
import { storedClaimSchema } from '../claimSchema';
import type { ClaimRecord, SavedItem } from '../localDb';
import { savedLists } from '../saved/savedItems';
import { TEXT_SIZE_MAX, TEXT_SIZE_MIN } from '../../lib/textSize';

export const BACKUP_FORMAT = 'vethub-device-backup';
export const BACKUP_VERSION = 1;
/** Far above any real backup (thousands of claims and saved items), far below a tab's memory. */
export const MAX_BACKUP_BYTES = 5 * 1024 * 1024;

const instant = z.iso.datetime({ offset: true });

const savedSchema = z.object({
  list: z.enum(savedLists as [SavedItem['list'], ...SavedItem['list'][]]),
  id: z.number().int().positive(),
  saved_at: instant,
  record: z.record(z.string(), z.unknown()),
  isDeleted: z.boolean().optional(),
  deletedAt: instant.optional(),
}) satisfies z.ZodType<SavedItem>;

const settingsSchema = z.object({
  textSize: z.number().int().min(TEXT_SIZE_MIN).max(TEXT_SIZE_MAX).optional(),
  highContrast: z.boolean().optional(),
  deadlineReminders: z.boolean().optional(),
});

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exported_at: instant,
  claims: z.array(storedClaimSchema).max(10_000),
  saved: z.array(savedSchema).max(10_000),
  settings: settingsSchema,
});

export type Backup = z.infer<typeof backupSchema>;
export type BackupSettings = Backup['settings'];

/** Why a file was refused; `where` names the first damaged part. */
export type BackupProblem =
  | { kind: 'too-large' }
  | { kind: 'not-vethub' }
  | { kind: 'newer'; version: number }
  | { kind: 'damaged'; where: string };

export type ReadBackup = { ok: true; backup: Backup } | { ok: false; problem: BackupProblem };

/** Reads a chosen file's text; never throws. */
export function readBackup(text: string): ReadBackup {
  if (text.length > MAX_BACKUP_BYTES) return { ok: false, problem: { kind: 'too-large' } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'not-vethub' } };
  }
  if (typeof data !== 'object' || data === null || !('format' in data)) {
    return { ok: false, problem: { kind: 'not-vethub' } };
  }
  if (data.format !== BACKUP_FORMAT) return { ok: false, problem: { kind: 'not-vethub' } };
  const version = 'version' in data ? data.version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION) {
    return { ok: false, problem: { kind: 'newer', version } };
  }
  const parsed = backupSchema.safeParse(data);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'the file';
    return { ok: false, problem: { kind: 'damaged', where } };
  }
  return { ok: true, backup: parsed.data };
}

/** The file's content for what is on the device now. */
export function makeBackup(
  claims: readonly ClaimRecord[],
  saved: readonly SavedItem[],
  settings: BackupSettings,
  now: Date = new Date(),
): Backup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exported_at: now.toISOString(),
    claims: claims.map((claim) => {
      // Whose claim it was on this device means nothing on another: restoring makes it the reader's.
      const copy = { ...claim };
      delete copy.owner;
      return copy;
    }),
    saved: [...saved],
    settings,
  };
}
