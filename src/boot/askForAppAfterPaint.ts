/**
 * Part of the inline script (inlineBoot.ts). A prerendered page names the app's entry and the
 * modules its page needs in meta tags (scripts/prerenderPlugin.ts) instead of loading them: on
 * a slow line the page and its stylesheet get the bandwidth, and the app is asked for once the
 * page has painted. When the service worker answers, the files are on the device: at once.
 * Either way after the page is parsed, as the app reads all of it. The empty shell keeps its
 * module script and has neither tag.
 */

/** The entry's address: `<meta name="vethub-entry" content="/assets/index-….js">`. */
export const ENTRY_META = 'vethub-entry';
/** The entry's imports and the page chunk's, space-separated: asked for with the entry. */
export const MODULES_META = 'vethub-modules';

/** The content of `<meta name=…>` in this document. */
const meta = (name: string) =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;

function appendToHead(tag: 'link' | 'script', attrs: Record<string, string>) {
  const el = Object.assign(document.createElement(tag), attrs);
  document.head.appendChild(el);
}

/** How long a page that never reports a paint waits before it starts anyway. */
export const UNREPORTED_PAINT_MS = 3000;

export function askForAppAfterPaint(): void {
  let asked = false;
  let painted = Boolean(navigator.serviceWorker?.controller);
  function start() {
    const entry = meta(ENTRY_META);
    if (asked || !entry || document.readyState === 'loading') return;
    // A hidden tab paints nothing: it starts once the page is parsed.
    if (!painted && document.visibilityState === 'visible') return;
    asked = true;
    // All at once: the entry would name them only one import at a time, and offline each would
    // be a turn of the service worker after the last.
    for (const href of meta(MODULES_META)?.split(' ') ?? []) {
      appendToHead('link', { rel: 'modulepreload', crossOrigin: '', href });
    }
    appendToHead('script', { type: 'module', crossOrigin: '', src: entry });
  }
  document.addEventListener('DOMContentLoaded', start);
  if ('PerformanceObserver' in window) {
    try {
      new PerformanceObserver(() => {
        painted = true;
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      painted = true;
    }
  } else {
    painted = true;
  }
  setTimeout(() => {
    painted = true;
    start();
  }, UNREPORTED_PAINT_MS);
}
