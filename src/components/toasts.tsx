/**
 * Toasts (spec §3 Toast, §9): 5 s by default, 3 s for bookmark and post notices, an optional
 * progress bar updated every 50 ms, at most 5 on screen (the Notifications limit in the shell).
 */
import { Progress, Text } from '@mantine/core';
import { atom } from 'jotai';
import { useEffect, useState } from 'react';
import { appStore } from '../data/store';
import { t } from './words';

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_SHORT_MS = 3000;
export const TOAST_LIMIT = 5;
export const TOAST_PROGRESS_TICK_MS = 50;

export type ToastColor = 'blue' | 'green' | 'red' | 'yellow' | 'gray';

export interface ToastInput {
  title: string;
  description?: string;
  color?: ToastColor;
  timeout?: number;
  showProgress?: boolean;
}

let counter = 0;

/** Becomes true with the first toast, which is when the shell loads the toast container. */
export const toastRequestedAtom = atom(false);

function ToastProgress({ timeout }: { timeout: number }) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      setProgress(Math.min(100, ((Date.now() - started) / timeout) * 100));
    }, TOAST_PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [timeout]);
  return (
    <Progress value={100 - progress} size="xs" mt={6} aria-label={t('components.toast.timeLeft')} />
  );
}

/** Shows a toast and returns its id. */
export function showToast({
  title,
  description,
  color = 'blue',
  timeout = TOAST_DEFAULT_MS,
  showProgress = false,
}: ToastInput): string {
  counter += 1;
  appStore.set(toastRequestedAtom, true);
  const id = `toast-${Date.now()}-${counter}`;
  // Loaded with the first toast: most visits never show one.
  void import('@mantine/notifications')
    .then(({ notifications }) =>
      notifications.show({
        id,
        title,
        color,
        autoClose: timeout,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': t('components.toast.close') },
        message: (
          <>
            {/* Mantine's dimmed description colour is below 4.5:1; the body text colour is not. */}
            {description ? (
              <Text size="sm" c="var(--mantine-color-text)">
                {description}
              </Text>
            ) : null}
            {showProgress ? <ToastProgress timeout={timeout} /> : null}
          </>
        ),
      }),
    )
    .catch(() => undefined);
  return id;
}
