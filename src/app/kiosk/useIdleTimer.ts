/**
 * The kiosk's idle timer: after `idleMs - warningMs` without a touch or key the warning shows;
 * any touch or key hides it and starts over; at `idleMs` the session ends.
 */
import { useEffect, useRef, useState } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export function useIdleTimer(idleMs: number, warningMs: number, onIdle: () => void) {
  const [warning, setWarning] = useState(false);
  const idle = useRef(onIdle);
  useEffect(() => {
    idle.current = onIdle;
  });

  useEffect(() => {
    let warnTimer = 0;
    let endTimer = 0;
    const restart = () => {
      window.clearTimeout(warnTimer);
      window.clearTimeout(endTimer);
      setWarning(false);
      warnTimer = window.setTimeout(() => setWarning(true), idleMs - warningMs);
      endTimer = window.setTimeout(() => idle.current(), idleMs);
    };
    restart();
    // Capture: a handler that stops propagation must not hide activity from the kiosk.
    for (const type of ACTIVITY)
      window.addEventListener(type, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(warnTimer);
      window.clearTimeout(endTimer);
      for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true });
    };
  }, [idleMs, warningMs]);

  return warning;
}
