import type { BrowserContext, Page } from '@playwright/test';
import { stackUrl } from './support';

export { waitForMirror } from './support';

/**
 * Cuts the network for the page and any service worker: the browser goes offline and every
 * request to the data stack fails. Returns true when a service worker controls the page, so a
 * test may also reload while offline; without one, the test stays on the loaded page.
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<boolean> {
  await context.route(`${stackUrl}/**`, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  return page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
}

/**
 * Reloads as offline as the app can be: fully offline with a service worker; without one the
 * page itself must come from the app server, so only the data stack stays cut off.
 */
export async function reloadOffline(context: BrowserContext, page: Page): Promise<void> {
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  if (!controlled) await context.setOffline(false);
  await page.reload();
  // Route modules and data chunks load after the load event: let them arrive first.
  await page.waitForLoadState('networkidle');
  if (!controlled) await context.setOffline(true);
}
