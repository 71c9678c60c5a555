import { useEffect, type RefObject } from 'react';

/**
 * Publishes the kiosk bar's height as `--kiosk-bar-height`, so what else is pinned to the foot
 * of the window (the first-sync progress) sits above the bar instead of under it, at any text size.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--kiosk-bar-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--kiosk-bar-height');
    };
  }, [bar]);
}
