import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { mirrorTables } from '../../src/data/mirrorTables';
import { ANON_KEY } from '../../supabase/local/config';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What the scan uses of axe-core's in-page API (its own types would bring the DOM's to Node's). */
interface AxeInPage {
  run(
    context: Document | { include: string[] } | { exclude: string[][] },
    options: object,
  ): Promise<{
    violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[];
  }>;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type DisplayMode = 'default' | 'high-contrast' | 'text-200';

/** Settings as the app stores them, written before the first script runs. */
export async function useDisplayMode(context: BrowserContext, mode: DisplayMode): Promise<void> {
  const values: Record<string, string> = {};
  if (mode !== 'default') values['vethub.cookieConsent'] = '1';
  if (mode === 'high-contrast') values['vethub.highContrast'] = 'true';
  if (mode === 'text-200') values['vethub.textSize'] = '200';
  await context.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
  }, values);
}

/** Collects console errors and uncaught exceptions of a page. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Lets a test provoke a console error on purpose; anything else in a console fails it. */
export interface ConsoleErrors {
  /** An error this test causes on purpose (a missing page, a cut network), and why. */
  allow(pattern: RegExp, why: string): void;
}

/**
 * Chromium (156 on) reports a blocked inline handler as soon as a parser creates the element, even
 * in the detached document where DOMPurify parses Markdown's HTML before it removes the handler:
 * nothing ran and nothing reached the page (the specs check the DOM for that). Specs that render
 * payloads allow this by name: only from the sanitizer's module, never from anywhere else.
 */
export const SANITIZER_PARSE_REFUSAL =
  /^Executing inline event handler violates the following Content Security Policy.*\/assets\/SafeMarkdown-[\w-]+\.js on /;

/**
 * Allowed in every test: the app's check for a newer build skips itself offline, but one asked
 * just before a test drops the line, or from a page loaded offline that Chromium's emulation
 * shows navigator.onLine true for a moment, fails, and the browser logs it. The check swallows
 * the failure and asks again later; nothing a person sees changes.
 */
const EMULATION_QUIRKS = [
  /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/[^ ]+\/builds\/latest\.json on /,
];

/**
 * Every journey ends with clean consoles: console errors and uncaught exceptions of every page
 * the test opens, in any context, fail it at the end, unless the test allowed them by name.
 * Specs take `test` from here, not from @playwright/test (lint says so).
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ browser }, use, testInfo) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [...EMULATION_QUIRKS];
      const watch = (context: BrowserContext) => {
        context.on('console', (message) => {
          if (message.type() !== 'error') return;
          const page = message.page()?.url() ?? 'a worker';
          const source = message.location().url;
          seen.push(
            `${message.text()} (${source && source !== page ? `${source} on ` : ''}${page})`,
          );
        });
        context.on('weberror', (error) => {
          const where = error.page()?.url() ?? 'a worker';
          // A test's init script meets about:blank first, where storage is denied; the app
          // never runs there.
          if (where === 'about:blank') return;
          seen.push(`uncaught ${error.error().message} (${where})`);
        });
      };
      browser.on('context', watch);
      await use({
        allow(pattern, why) {
          allowed.push(pattern);
          testInfo.annotations.push({ type: 'expected console error', description: why });
        },
      });
      browser.off('context', watch);
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * What the browser logs for a request or the realtime socket while a test has cut the network,
 * and for the service worker's script when the line is cut while registering fetches it (the
 * browser logs that itself, however the app handles the failed registration).
 */
export const NETWORK_CUT =
  /net::ERR_(INTERNET_DISCONNECTED|FAILED)\b|WebSocket connection to .* failed|An unknown error occurred when fetching the script/;

/**
 * The app has taken the page over (src/boot/StartServices.tsx marks <html data-app>). Journeys
 * that are not about the prerendered page wait for it before they type: keys pressed while a slow
 * device's takeover commits can land in the field typed in before (5 runs in 250 at 4-6x CPU).
 */
export async function appHasTakenOver(page: Page, label?: string): Promise<void> {
  await expect(page.locator('html'), label).toHaveAttribute('data-app', '');
}

/**
 * The site's header and footer, the same on every page: a walk over many pages scans them on its
 * first page and leaves them out of the rest, about half of each scan on the short pages.
 */
export const SHELL_LEFT_OUT = { exclude: ['header', 'footer'] } as const;

/**
 * `scope` narrows the scan: a selector (e.g. a dialog on screen for seconds) to scan only that,
 * or `SHELL_LEFT_OUT` for a page whose shell a walk has scanned already.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  scope?: string | typeof SHELL_LEFT_OUT,
  /** Rules a caller leaves to another scan of the same page, each caller saying why. */
  leaveOut: readonly string[] = [],
): Promise<void> {
  // axe-core's own script, put into the page and run there, reporting only failures: the
  // @axe-core/playwright builder took 0.5-0.8 s a scan where this takes 0.3-0.45 s, on pages
  // without frames to merge (VetHub has none), and a walk of every route scans ~250 pages.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Only the failures come back: the whole result lists every rule that passed.
  const summary = await page.evaluate(
    async ({ tags, rules, include, exclude }) => {
      const { axe } = window as unknown as { axe: AxeInPage };
      const context = include
        ? { include: [include] }
        : exclude.length
          ? { exclude: exclude.map((selector) => [selector]) }
          : document;
      const { violations } = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(rules.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
      );
    },
    {
      tags: AXE_TAGS,
      rules: [...leaveOut],
      include: typeof scope === 'string' ? scope : null,
      exclude: typeof scope === 'object' ? [...scope.exclude] : [],
    },
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** A signed-in session as supabase-js keeps it in localStorage (the client does not call the server to read it). */
export async function useStoredSession(context: BrowserContext): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const user = {
    id: '00000000-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'veteran@vethub.test',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { first_name: 'Demo', user_type: 'veteran' },
    created_at: new Date().toISOString(),
  };
  const session = {
    access_token: 'header.payload.signature',
    token_type: 'bearer',
    expires_in: 3600 * 24,
    expires_at: now + 3600 * 24,
    refresh_token: 'stored-refresh-token',
    user,
  };
  await context.addInitScript((value) => {
    window.localStorage.setItem('sb-127-auth-token', value);
  }, JSON.stringify(session));
}

/** The local stack the e2e build talks to (started by playwright.config.ts). */
export const stackUrl = `http://127.0.0.1:${process.env.E2E_STACK_PORT || '54331'}`;

/**
 * Tables whose first sync is complete, read from IndexedDB. It never creates the database (an
 * empty one made before the app's would make the app upgrade it) and always closes its
 * connection: one left open blocks the app's next version change or deletion until garbage
 * collection closes it, which held the first sync back by ~30 s in some tests.
 */
export function completedSyncs(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('vethub');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('meta')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('meta').objectStore('meta').getAll();
          all.onsuccess = () => {
            db.close();
            const done = (all.result as { key: string; value?: { state?: string } }[])
              .filter((e) => e.key.startsWith('sync:') && e.value?.state === 'complete')
              .map((e) => e.key.slice('sync:'.length));
            resolve(done);
          };
          all.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
  );
}

/** Waits until the first download of each table is complete on the device. */
export async function waitForMirror(
  page: Page,
  tables: readonly string[] = mirrorTables,
  timeout = 60_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const done = await completedSyncs(page);
        return tables.filter((table) => !done.includes(table));
      },
      { timeout, message: `first sync of ${tables.join(', ')}` },
    )
    .toEqual([]);
}

/** Cuts the network for the page and its service worker (setOffline alone leaves the worker online). */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}

/**
 * Waits until the service worker controls the page and has precached the app. The suite blocks
 * service workers unless the spec allows them (`test.use({ serviceWorkers: 'allow' })`).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
    }
  });
}

/** The password of the demo accounts (local stack only). */
export const DEMO_PASSWORD = 'VetHub-demo-2026';

/** Signs in through the sign-in page, as a user would, and waits until it is done. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** The errors the app recorded on the device (message, route, kind), for a failing test's message. */
export async function recordedErrors(page: Page): Promise<string> {
  return page
    .evaluate(() => window.localStorage.getItem('vethub.errorLog') ?? '[]')
    .catch((error: Error) => `(could not be read: ${error.message})`);
}

/** Makes an account through the stack's sign-up endpoint, for journeys that start after it. */
export async function createAccount(
  email: string,
  password: string,
  data?: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${stackUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email}: ${response.status}`);
}
