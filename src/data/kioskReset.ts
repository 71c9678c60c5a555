/**
 * Ends a kiosk visitor's session: signs out, wipes everything personal (saved items, claims,
 * drafts, the calculator, the cached profile, this tab's storage), puts the display back to
 * the kiosk's defaults and reloads at its home page (`/`, or `/es/` for a kiosk that starts in
 * Spanish), which also empties every form and the search box.
 * Kept: the shared mirror (the next person starts instantly, offline too), the kiosk's setting
 * (with the staff's acknowledgement of the storage notice: visitors get no cookie banner), and
 * everybody's queued outbox entries, which wait for their owner's session.
 */
import { authStorageKey, signOut, storedUserId } from './authSession';
import { clearEveryonesPersonalData } from './clearDevice';
import type { KioskSetting } from './kioskSetting';
import { settleChoice } from './languageChoice';
import { highContrastAtom, textSizeAtom } from './settings';
import { pathIn } from '../lib/language';
import { appStore } from './store';

export function applyKioskDisplay(setting: KioskSetting): void {
  appStore.set(textSizeAtom, setting.textSize);
  appStore.set(highContrastAtom, false);
}

export async function endKioskSession(setting: KioskSetting): Promise<void> {
  await clearEveryonesPersonalData().catch(() => undefined);
  // Local sign-out needs no network; the key is removed too in case supabase-js cannot load.
  if (storedUserId()) await signOut().catch(() => false);
  try {
    window.localStorage.removeItem(authStorageKey());
  } catch {
    // Blocked storage held no session.
  }
  applyKioskDisplay(setting);
  // The next visitor starts in the kiosk's language, whatever the last one switched to.
  settleChoice(setting.language);
  window.location.replace(pathIn(setting.language, '/'));
}
