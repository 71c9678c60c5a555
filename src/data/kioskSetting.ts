/**
 * A kiosk's setting (decision 11): kept in this browser's localStorage only, so it survives
 * reloads and app updates and never follows an account. A damaged or tampered value keeps the
 * browser in kiosk mode with the defaults: leaving kiosk mode always takes an admin sign-in.
 */
import { z } from 'zod';
import { KIOSK_STORAGE_KEY } from './kioskFlag';
import { LANGUAGES } from '../lib/language';
import { t } from './words';

export const IDLE_MINUTE_CHOICES = [1, 2, 3, 5, 10, 15] as const;
export const WARNING_SECONDS = 30;

const NAME_MAX = 60;

// Messages are functions: zod asks for them when a value fails, in the page's language then.
export const kioskSettingSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t('data.kiosk.nameMissing') })
    .max(NAME_MAX, { error: () => t('data.kiosk.nameTooLong', { max: NAME_MAX }) })
    .default('VetHub kiosk'),
  idleMinutes: z
    .number()
    .int()
    .refine((n) => (IDLE_MINUTE_CHOICES as readonly number[]).includes(n), {
      error: () => t('data.kiosk.idleTime'),
    })
    .default(3),
  /** Text size (%) each visitor starts with: large by default, for people reading standing up. */
  textSize: z.number().int().min(100).max(200).multipleOf(10).default(150),
  /** The language each visitor starts in (issue 35); a visitor may switch, the reset undoes it. */
  language: z.enum(LANGUAGES).default('en'),
  /** Whether a link that leaves VetHub may open on the kiosk itself, or only by QR code. */
  allowOpenHere: z.boolean().default(false),
  /**
   * Staff acknowledged the storage notice for the kiosk at set-up: it is the kiosk's, not a
   * visitor's consent, so it lives here and outlasts every session reset.
   */
  storageNoticeAcknowledged: z.boolean().default(false),
});

export type KioskSetting = z.infer<typeof kioskSettingSchema>;

export const KIOSK_DEFAULTS: KioskSetting = kioskSettingSchema.parse({});

export type KioskState =
  | { mode: 'normal' }
  /** damaged: the stored value could not be read, so the defaults are in force. */
  | { mode: 'kiosk'; setting: KioskSetting; damaged: boolean };

export function readKioskState(): KioskState {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KIOSK_STORAGE_KEY);
  } catch {
    return { mode: 'normal' };
  }
  if (raw === null) return { mode: 'normal' };
  try {
    const parsed = kioskSettingSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { mode: 'kiosk', setting: parsed.data, damaged: false };
  } catch {
    // Not JSON: handled as damaged below.
  }
  return { mode: 'kiosk', setting: KIOSK_DEFAULTS, damaged: true };
}

/** Stores the setting; false when the browser refused (private mode, full storage). */
export function writeKioskSetting(setting: KioskSetting): boolean {
  try {
    window.localStorage.setItem(KIOSK_STORAGE_KEY, JSON.stringify(setting));
    return true;
  } catch {
    return false;
  }
}

export function removeKioskSetting(): void {
  try {
    window.localStorage.removeItem(KIOSK_STORAGE_KEY);
  } catch {
    // Storage is blocked: nothing was stored either.
  }
}
