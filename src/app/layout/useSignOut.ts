/** The header's sign-out: optionally clears this device first, then goes home. */
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toasts';
import { signOut } from '../../data/authSession';
import { currentOwner } from '../../data/deviceOwner';
import { isKioskDevice } from '../../data/kioskFlag';
import { appStore } from '../../data/store';
import { signingOutAtom } from '../guards/signingOut';
import { t } from '../words';

export function useSignOut() {
  const navigate = useNavigate();
  return async (clearDevice: boolean) => {
    if (isKioskDevice()) {
      // On a kiosk signing out is ending the session: everything personal goes.
      const [{ endKioskSession }, { readKioskState, KIOSK_DEFAULTS }] = await Promise.all([
        import('../../data/kioskReset'),
        import('../../data/kioskSetting'),
      ]);
      const state = readKioskState();
      await endKioskSession(state.mode === 'kiosk' ? state.setting : KIOSK_DEFAULTS);
      return;
    }
    // A guarded page sends the visitor home while this runs, not to the sign-in page.
    appStore.set(signingOutAtom, true);
    // Read before signing out: afterwards the owner is the guest.
    if (clearDevice) {
      const owner = currentOwner();
      // Loaded on demand: it brings the on-device database, which the first page defers.
      await import('../../data/clearDevice')
        .then(({ clearPersonalData }) => clearPersonalData(owner))
        .catch(() => undefined);
    }
    const signedOut = await signOut();
    if (signedOut) void navigate('/');
    else showToast({ title: t('app.account.signOutFailed'), color: 'red' });
    // After the guard has seen it: the next sign-out starts clean.
    setTimeout(() => appStore.set(signingOutAtom, false), 1000);
  };
}
