// zod/mini keeps the settings schemas out of the first-paint bundle's weight.
import * as z from 'zod/mini';
import { clampTextSize, TEXT_SIZE_DEFAULT } from '../lib/textSize';
import { persistedAtom } from './persistedAtom';

export const textSizeAtom = persistedAtom(
  'vethub.textSize',
  z.pipe(z.number(), z.transform(clampTextSize)),
  TEXT_SIZE_DEFAULT,
);

export const highContrastAtom = persistedAtom('vethub.highContrast', z.boolean(), false);

/** When the visitor accepted the cookie notice (epoch ms), or null while it is still showing. */
export const cookieConsentAtom = persistedAtom(
  'vethub.cookieConsent',
  z.nullable(z.number()),
  null,
);

export const popupKinds = ['social', 'services', 'vetdeals', 'blog'] as const;
export type PopupKind = (typeof popupKinds)[number];

/** When each popup was last dismissed (epoch ms); dismissal holds for 24 hours. */
export const popupDismissalsAtom = persistedAtom(
  'vethub.popupDismissals',
  z.partialRecord(z.enum(popupKinds), z.number()),
  {},
);
