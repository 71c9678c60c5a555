import { Button, Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { WARNING_SECONDS } from '../../data/kioskSetting';
import classes from './Kiosk.module.css';

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
          Are you still there?
        </Title>
        <div id="idle-warning-text">
          <Text mt="sm">
            To protect your privacy, this kiosk will end your session in{' '}
            <span aria-hidden="true">{left} seconds</span>
            <span className={classes.srOnly}>{WARNING_SECONDS} seconds</span>: you will be signed
            out and your saved items, claim tracker, drafts and anything typed here will be cleared.
          </Text>
          <Text mt="sm">
            Anything you submitted that is still waiting to send is kept for you, hidden from the
            next person, and sent when you sign in again on this device.
          </Text>
        </div>
        <Text mt="sm">Touch the screen or press any key to keep going.</Text>
        <Button ref={keepGoing} mt="md" size="lg">
          Keep going
        </Button>
      </Paper>
    </div>
  );
}
