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
 * The account check held the form for 8 s offline; now the form comes with the app's first
 * pages. On an idle 2-core runner the fastest cold start is 0.7-0.9 s (the 1 s), all of
 * it the browser painting and running the app's code, none of it the check; with the suite's
 * second worker beside it, 1.0-1.5 s. The ceiling is set for that, not for an idle machine: it
 * still fails any wait on the account check or the server.
 */
const USABLE_WITHIN_MS = 2000;
/** Cold starts per test; the ceiling holds the fastest of them. */
const COLD_STARTS = 3;

interface ColdStart {
  /** When the first field could be typed in, in ms from the start of the navigation. */
  usableAt: number;
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
      attributeFilter: ['disabled', 'hidden', 'style', 'class'],
      characterData: true,
    });
  });
  await page.goto('/submit/deal');
  await expect(box(page, 'Business name')).toBeEnabled();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-form-usable-at', /^\d+$/);
  const usableAt = Number(await html.getAttribute('data-form-usable-at'));
  const checkShown = (await html.getAttribute('data-account-check-shown')) === 'yes';
  await box(page, 'Business name').fill('Liberty Lawn Care (sample)');
  await expect(box(page, 'Business name')).toHaveValue('Liberty Lawn Care (sample)');
  await page.close();
  return { usableAt, checkShown };
}

async function expectFormAtOnce(context: BrowserContext, label: string) {
  const starts: ColdStart[] = [];
  for (let i = 0; i < COLD_STARTS; i += 1) starts.push(await coldStart(context));
  const times = starts.map((s) => s.usableAt);
  test
    .info()
    .annotations.push({ type: `${label}: form usable after (ms)`, description: `${times}` });
  console.log(`${label}: form usable after ${times.join(', ')} ms`);
  expect(
    starts.map((s) => s.checkShown),
    `${label}: "Checking your account…" shown`,
  ).toEqual(starts.map(() => false));
  expect(Math.min(...times), `${label}: fastest cold start`).toBeLessThan(USABLE_WITHIN_MS);
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

test('offline from a cold start, the deal form is usable within a second', async ({ browser }) => {
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
