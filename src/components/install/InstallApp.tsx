/**
 * "Install VetHub": the browser's own install dialog where it offers one (Chromium's
 * beforeinstallprompt), the steps with pictures on an iPhone or iPad, nothing once VetHub runs
 * installed, and nothing on a kiosk, whose browser belongs to the centre.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import {
  acceptInstallOffer,
  installOfferAtom,
  isIosSafari,
  runsInstalledAtom,
} from '../../data/installPrompt';
import { isKioskDevice } from '../../data/kioskFlag';
import { useHydrated } from '../../lib/useHydrated';
import { lazyOptional } from '../../lib/lazyOptional';
import { t } from './words';

// The pictures load only on an iPhone or iPad, once the steps are opened.
const IosInstallSteps = lazyOptional(() => import('./IosInstallSteps'));

export default function InstallApp({ where }: { where: 'footer' | 'page' }) {
  const hydrated = useHydrated();
  const offer = useAtomValue(installOfferAtom);
  const installed = useAtomValue(runsInstalledAtom);
  const [stepsOpen, setStepsOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || isKioskDevice()) return null;
  if (installed) {
    return where === 'page' ? <Text fw={600}>{t('components.install.installed')}</Text> : null;
  }
  if (offer) {
    return (
      <Button
        variant={where === 'page' ? 'filled' : 'outline'}
        onClick={() => {
          void acceptInstallOffer().then((outcome) => setDismissed(outcome === 'dismissed'));
        }}
      >
        {t('components.install.button')}
      </Button>
    );
  }
  if (dismissed && where === 'page') {
    return <Text>{t('components.install.dismissed')}</Text>;
  }
  if (!isIosSafari()) return null;
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="outline"
        aria-expanded={stepsOpen}
        onClick={() => setStepsOpen((open) => !open)}
      >
        {t('components.install.ios')}
      </Button>
      {stepsOpen && (
        <Suspense fallback={<Text>{t('components.install.loading')}</Text>}>
          <IosInstallSteps />
        </Suspense>
      )}
    </Stack>
  );
}
