import { Button, Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { WARNING_SECONDS } from '../../data/kioskSetting';
import classes from './Kiosk.module.css';
import { t } from './words';

/** Shown 30 s before an idle kiosk resets; any touch or key (handled by the timer) hides it. */
export function IdleWarning() {
  const [left, setLeft] = useState(WARNING_SECONDS);
  const keepGoing = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepGoing.current?.focus();
    const started = Date.now();
    const timer = window.setInterval(() => {
      setLeft(Math.max(0, WARNING_SECONDS - Math.round((Date.now() - started) / 1000)));
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className={classes.overlay}>
      <Paper
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="idle-warning-title"
        aria-describedby="idle-warning-text"
        className={classes.warning}
        shadow="xl"
        p="xl"
        withBorder
      >
        <Title order={2} id="idle-warning-title">
          {t('app.kiosk.idleTitle')}
        </Title>
        <div id="idle-warning-text">
          <Text mt="sm">
            {t('app.kiosk.idleBefore')}{' '}
            <span aria-hidden="true">{t('app.kiosk.seconds', { count: left })}</span>
            <span className={classes.srOnly}>
              {t('app.kiosk.seconds', { count: WARNING_SECONDS })}
            </span>
            {t('app.kiosk.idleAfter')}
          </Text>
          <Text mt="sm">{t('app.kiosk.idleOutbox')}</Text>
        </div>
        <Text mt="sm">{t('app.kiosk.idleHow')}</Text>
        <Button ref={keepGoing} mt="md" size="lg">
          {t('app.kiosk.keepGoing')}
        </Button>
      </Paper>
    </div>
  );
}
