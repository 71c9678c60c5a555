/**
 * Display and notice settings kept in localStorage. They are read before the first paint, so
 * they use small parsers rather than zod: zod's core would add ~15 KB to every first page.
 */
import { HIGH_CONTRAST_KEY, TEXT_SIZE_KEY } from '../lib/lookSettings';
import { clampTextSize, TEXT_SIZE_DEFAULT } from '../lib/textSize';
import { persistedAtom } from './persistedAtom';

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export const textSizeAtom = persistedAtom(
  TEXT_SIZE_KEY,
  (v) => {
    const n = asNumber(v);
    return n === undefined ? undefined : clampTextSize(n);
  },
  TEXT_SIZE_DEFAULT,
);

export const highContrastAtom = persistedAtom(
  HIGH_CONTRAST_KEY,
  (v) => (typeof v === 'boolean' ? v : undefined),
  false,
);

/** When the visitor accepted the cookie notice (epoch ms), or null while it is still showing. */
export const cookieConsentAtom = persistedAtom<number | null>(
  'vethub.cookieConsent',
  (v) => (v === null ? null : asNumber(v)),
  null,
);

/** Whether the veteran asked to be reminded of VA time limits when VetHub opens (off until then). */
export const deadlineRemindersAtom = persistedAtom(
  'vethub.deadlineReminders',
  (v) => (typeof v === 'boolean' ? v : undefined),
  false,
);

/** Whether the visitor asked to be reminded, as VetHub opens, of saved deals about to end. */
export const dealRemindersAtom = persistedAtom(
  'vethub.dealReminders',
  (v) => (typeof v === 'boolean' ? v : undefined),
  false,
);

/** Whether "VetHub is ready to use offline" has been said on this device; it is said once. */
export const offlineReadySaidAtom = persistedAtom(
  'vethub.offlineReadySaid',
  (v) => (typeof v === 'boolean' ? v : undefined),
  false,
);

export const popupKinds = ['social', 'services', 'vetdeals', 'blog'] as const;
export type PopupKind = (typeof popupKinds)[number];

/** When each popup was last dismissed (epoch ms); dismissal holds for 24 hours. */
export const popupDismissalsAtom = persistedAtom<Partial<Record<PopupKind, number>>>(
  'vethub.popupDismissals',
  (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const out: Partial<Record<PopupKind, number>> = {};
    for (const kind of popupKinds) {
      const at = asNumber((v as Record<string, unknown>)[kind]);
      if (at !== undefined) out[kind] = at;
    }
    return out;
  },
  {},
);
