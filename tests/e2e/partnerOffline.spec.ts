/**
 * A partner opens a posting form from a cold start: offline, the form is there at once from the
 * account the device knows; online, a server that does not answer never holds it; and the
 * server's answer still wins when it says the account may not post.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { box, PARTNER_ID, signedInContext } from './postingSupport';
import { expect, goOffline, stackUrl, test, waitForServiceWorker } from './support';

// The cold start offline is served by the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/**
 * The account check held the form for 8 s offline. Now the form is there when the app is: on an
 * idle 2-core runner a cold start has it usable after 0.7-0.9 s (the 1 s), all of it the
 * browser painting and running the app's code; beside the suite's other worker, 1.1-2.0 s. So
 * what is held to a limit is the wait the check could add, measured on the page's own clock
 * from the moment the app runs (it marks <html data-app>): none of the machine's speed is in it.
 */
const CHECK_MAY_ADD_MS = 500;
/** Cold starts per test; the limit holds for each. */
const COLD_STARTS = 3;

interface ColdStart {
  /** When the first field could be typed in, in ms from the start of the navigation. */
  usableAt: number;
  /** When the app ran (data-app), in ms from the start of the navigation. */
  appAt: number;
  /** Whether "Checking your account…" was ever on the page. */
  checkShown: boolean;
}

/**
 * Opens the deal form in a fresh page. The page records, by its own clock (performance.now()
 * counts from the navigation), the moment its first field is usable, at the DOM change that
 * makes it so; and whether the account check was ever shown.
 */
async function coldStart(context: BrowserContext): Promise<ColdStart> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const check = () => {
      const root = document.documentElement;
      if (root?.hasAttribute('data-app') && !root.dataset.appAt) {
        root.dataset.appAt = String(Math.round(performance.now()));
      }
      if (!root || root.dataset.formUsableAt) return;
      if (
        !root.dataset.accountCheckShown &&
        document.body?.textContent?.includes('Checking your account')
      ) {
        root.dataset.accountCheckShown = 'yes';
      }
      const label = Array.from(document.querySelectorAll('label')).find((l) =>
        l.textContent?.trim().startsWith('Business name'),
      );
      const field = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
      if (field instanceof HTMLInputElement && !field.disabled && field.offsetParent !== null) {
        root.dataset.formUsableAt = String(Math.round(performance.now()));
      }
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      // What makes a field usable; not the data-* marks this script writes.
      attributeFilter: ['disabled', 'hidden', 'style', 'class', 'data-app'],
      characterData: true,
    });
  });
  await page.goto('/submit/deal');
  await expect(box(page, 'Business name')).toBeEnabled();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-form-usable-at', /^\d+$/);
  const usableAt = Number(await html.getAttribute('data-form-usable-at'));
  await expect(html).toHaveAttribute('data-app-at', /^\d+$/);
  const appAt = Number(await html.getAttribute('data-app-at'));
  const checkShown = (await html.getAttribute('data-account-check-shown')) === 'yes';
  await box(page, 'Business name').fill('Liberty Lawn Care (sample)');
  await expect(box(page, 'Business name')).toHaveValue('Liberty Lawn Care (sample)');
  await page.close();
  return { usableAt, appAt, checkShown };
}

async function expectFormAtOnce(context: BrowserContext, label: string) {
  const starts: ColdStart[] = [];
  for (let i = 0; i < COLD_STARTS; i += 1) starts.push(await coldStart(context));
  const times = starts.map((s) => s.usableAt);
  const added = starts.map((s) => s.usableAt - s.appAt);
  test
    .info()
    .annotations.push({ type: `${label}: form usable after (ms)`, description: `${times}` });
  console.log(
    `${label}: form usable after ${times.join(', ')} ms; after the app ran: ${added.join(', ')} ms`,
  );
  expect(
    starts.map((s) => s.checkShown),
    `${label}: "Checking your account…" shown`,
  ).toEqual(starts.map(() => false));
  for (const wait of added) {
    expect(wait, `${label}: wait after the app ran`).toBeLessThan(CHECK_MAY_ADD_MS);
  }
}

/** Opens the form online once: the device hears from the server that this account posts. */
async function visitOnline(context: BrowserContext) {
  const page: Page = await context.newPage();
  await page.goto('/submit/deal');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: The offer' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`vethub.userType.${id}`), PARTNER_ID))
    .toBe('"partner"');
  await page.close();
}

test('offline from a cold start, the deal form is usable as soon as the app runs', async ({
  browser,
}) => {
  const partner = await signedInContext(browser, 'partner@vethub.test');
  await visitOnline(partner);
  await goOffline(partner);
  await expectFormAtOnce(partner, 'offline cold start');
  await partner.close();
});

test('online with a server that does not answer, the form does not wait for it', async ({
  browser,
}) => {
  const partner = await signedInContext(browser, 'partner@vethub.test');
  await visitOnline(partner);
  // The account check reaches a server that never answers.
  await partner.route(`${stackUrl}/rest/v1/profiles*`, () => undefined);
  await expectFormAtOnce(partner, 'online, server silent');
  await partner.close();
});

test('the server has the last word: an account it says cannot post is told so', async ({
  browser,
}) => {
  const veteran = await signedInContext(browser, 'veteran@vethub.test');
  // A stale answer on the device says partner; the server says veteran.
  await veteran.addInitScript(() =>
    localStorage.setItem('vethub.userType.00000000-0000-4000-a000-000000000001', '"partner"'),
  );
  const page = await veteran.newPage();
  await page.goto('/submit/deal');
  await expect(
    page.getByRole('heading', { name: 'Posting needs a partner account' }),
  ).toBeVisible();
  await expect(box(page, 'Business name')).toHaveCount(0);
  await veteran.close();
});
