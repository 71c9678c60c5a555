/**
 * What a kiosk adds to every page: the kiosk bar (the storage notice staff acknowledged at
 * set-up, in one line, and "End session"), the idle timer with its warning, and the panel that
 * replaces links leaving VetHub. Loaded only on kiosks (LazyKiosk).
 */
import { Anchor, Button, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { endKioskSession } from '../../data/kioskReset';
import { readKioskState, WARNING_SECONDS } from '../../data/kioskSetting';
import { IdleWarning } from './IdleWarning';
import classes from './Kiosk.module.css';
import { LeavingLinkPanel } from './LeavingLinkPanel';
import { leavingUrl } from './leavingUrl';
import { useBarHeight } from './useBarHeight';
import { useIdleTimer } from './useIdleTimer';
import { KioskLanguageSwitch } from '../layout/LanguageSwitch';
import { currentLanguage } from '../../lib/i18n';
import { pathIn } from '../../lib/language';
import { t } from './words';

export default function KioskChrome() {
  const [state] = useState(readKioskState);
  const setting = state.mode === 'kiosk' ? state.setting : null;
  const [leaving, setLeaving] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);
  const end = () => {
    if (ending || !setting) return;
    setEnding(true);
    void endKioskSession(setting);
  };
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar);
  const warning = useIdleTimer((setting?.idleMinutes ?? 3) * 60_000, WARNING_SECONDS * 1000, end);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = leavingUrl(event.target, window.location.href);
      // The panel's own "Open here" is the one way out, when the kiosk allows it.
      const fromPanel = event.target instanceof Element && event.target.closest('[role="dialog"]');
      if (!href || (fromPanel && setting?.allowOpenHere)) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [setting]);

  if (!setting) return null;
  return (
    <>
      <section aria-label={t('app.kiosk.name')} className={classes.bar} ref={bar}>
        <Text className={classes.notice}>
          <span className={classes.whole}>{t('app.kiosk.notice')} </span>
          {/* A plain link, in the page's language: the kiosk chrome sits outside the router. */}
          <Anchor href={pathIn(currentLanguage(), '/cookies')} inherit>
            {t('app.cookies.how')}
          </Anchor>
        </Text>
        <KioskLanguageSwitch className={classes.end} />
        <Button size="md" color="red.9" onClick={end} loading={ending} className={classes.end}>
          {t('app.kiosk.end')}
        </Button>
      </section>
      {warning && !ending ? <IdleWarning /> : null}
      {leaving ? (
        <LeavingLinkPanel
          href={leaving}
          allowOpenHere={setting.allowOpenHere}
          onClose={() => setLeaving(null)}
        />
      ) : null}
    </>
  );
}
