/**
 * Whether this browser is a kiosk, answered without zod so every first page can ask cheaply; the
 * setting itself is parsed in kioskSetting.ts, loaded only on kiosks and on /kiosk.
 */
export const KIOSK_STORAGE_KEY = 'vethub.kiosk';

/** Any stored value counts, even a damaged one: only an admin takes a browser out of kiosk mode. */
export function isKioskDevice(): boolean {
  try {
    return window.localStorage.getItem(KIOSK_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
