/**
 * Installing VetHub (issue 36, item 3): the browser's own install offer (`beforeinstallprompt`,
 * Chromium browsers) kept for the "Install VetHub" button, and whether VetHub already runs
 * installed, when no button is wanted. Listened to from the entry, before the offer can come.
 */
import { atom } from 'jotai';
import { appStore } from './store';

/** The event Chromium sends when VetHub can be installed; not in TypeScript's DOM types. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installOfferAtom = atom<InstallOffer | null>(null);
export const runsInstalledAtom = atom(false);

function runsStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function listenForInstall(store = appStore): void {
  store.set(runsInstalledAtom, runsStandalone());
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button takes the place of the browser's own banner.
    event.preventDefault();
    store.set(installOfferAtom, event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => {
    store.set(installOfferAtom, null);
    store.set(runsInstalledAtom, true);
  });
}

/** Shows the browser's install dialog; an offer is good for one dialog. */
export async function acceptInstallOffer(store = appStore): Promise<'accepted' | 'dismissed'> {
  const offer = store.get(installOfferAtom);
  if (!offer) return 'dismissed';
  store.set(installOfferAtom, null);
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') store.set(runsInstalledAtom, true);
  return outcome;
}

/** Safari on an iPhone or iPad, which installs only through Share → Add to Home Screen. */
export function isIosSafari(userAgent = navigator.userAgent): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(userAgent) ||
    (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}
