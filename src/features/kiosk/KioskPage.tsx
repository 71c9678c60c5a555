/**
 * /kiosk: an administrator turns this browser into a kiosk, changes it, or takes it back to
 * normal use. Every change needs an administrator signed in on this page; a damaged setting
 * stays in kiosk mode with the defaults until one does.
 */
import { Alert, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { profileAtom } from '../../data/authProfile';
import { authStateAtom, signOut } from '../../data/authSession';
import { applyKioskDisplay, endKioskSession } from '../../data/kioskReset';
import {
  KIOSK_DEFAULTS,
  readKioskState,
  removeKioskSetting,
  writeKioskSetting,
  type KioskSetting,
  type KioskState,
} from '../../data/kioskSetting';
import { TEXT_SIZE_DEFAULT } from '../../lib/textSize';
import { useHydrated } from '../../lib/useHydrated';
import { AdminSignIn } from './AdminSignIn';
import { KioskSettingsForm } from './KioskSettingsForm';
import { t } from './words';

export default function KioskPage() {
  // Read once the page is the app's: the build rendered a browser in normal mode.
  const hydrated = useHydrated();
  const state = useMemo<KioskState>(
    () => (hydrated ? readKioskState() : { mode: 'normal' }),
    [hydrated],
  );
  const [saveFailed, setSaveFailed] = useState(false);
  const auth = useAtomValue(authStateAtom);
  const profile = useAtomValue(profileAtom);
  const signedIn = auth.status === 'signedIn';
  const isAdmin = signedIn && profile.status === 'ready' && profile.profile.isAdmin;
  const notAdmin = signedIn && profile.status === 'ready' && !profile.profile.isAdmin;
  const isKiosk = state.mode === 'kiosk';

  function save(setting: KioskSetting) {
    if (!writeKioskSetting(setting)) {
      setSaveFailed(true);
      return;
    }
    // The administrator's session ends here; the first visitor starts clean.
    void endKioskSession(setting);
  }

  async function leave() {
    removeKioskSetting();
    applyKioskDisplay({ ...KIOSK_DEFAULTS, textSize: TEXT_SIZE_DEFAULT });
    await signOut().catch(() => false);
    window.location.replace('/');
  }

  return (
    <>
      <PageHeader intro={t('kiosk.intro')} />
      {isKiosk ? (
        <Text mb="md">
          {t('kiosk.state.kiosk')} <strong>{state.setting.name}</strong>.{' '}
          {t('kiosk.state.idle', {
            minutes: t('kiosk.minutes', { count: state.setting.idleMinutes }),
          })}
        </Text>
      ) : (
        <Text mb="md">{t('kiosk.state.normal')}</Text>
      )}
      {isKiosk && state.damaged ? (
        <Alert color="orange" title={t('kiosk.damagedTitle')} mb="md">
          {t('kiosk.damaged')}
        </Alert>
      ) : null}
      {saveFailed ? (
        <Alert color="red" role="alert" mb="md">
          {t('kiosk.saveFailed')}
        </Alert>
      ) : null}
      {isAdmin ? (
        <KioskSettingsForm
          initial={isKiosk ? state.setting : KIOSK_DEFAULTS}
          isKiosk={isKiosk}
          onSave={save}
          onLeave={() => void leave()}
        />
      ) : (
        <AdminSignIn notAdmin={notAdmin} />
      )}
    </>
  );
}
