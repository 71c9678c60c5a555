/**
 * What a device stored never breaks a prerendered page: each tool page is used, so it keeps
 * something, then reloaded (the calculator offline too). The page hydrates the build's HTML in
 * place, shows what was stored, and its console stays clean (the suite's fixture fails the test
 * on any console error, React's #418/#423/#425 hydration errors included).
 */
import type { Page } from '@playwright/test';
import {
  appHasTakenOver,
  expect,
  goOffline,
  test,
  waitForMirror,
  waitForServiceWorker,
} from './support';

// The calculator's offline reload is served by the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/** Keeps the h1 the HTML parser made, before any module script ran, to compare after. */
async function rememberPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as { prerenderedHeading?: Element | null }).prerenderedHeading =
        document.querySelector('h1');
    });
  });
}

/** The app took the page over by hydrating it: the prerendered h1 is the one on screen. */
async function expectHydratedInPlace(page: Page, label: string) {
  await appHasTakenOver(page, label);
  const kept = await page.evaluate(() => {
    const before = (window as { prerenderedHeading?: Element | null }).prerenderedHeading;
    return Boolean(before?.isConnected) && before === document.querySelector('h1');
  });
  expect(kept, `${label}: the prerendered h1 is the one on screen (hydrated, not replaced)`).toBe(
    true,
  );
}

const acceptCookies = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));

test('the claim calculator with a saved estimate hydrates cleanly, online and offline', async ({
  page,
  context,
}) => {
  await acceptCookies(page);
  await rememberPrerenderedHeading(page);
  await page.goto('/benefits/claim-calculator');
  await page.getByRole('button', { name: 'Add a rating' }).click();
  await page.getByLabel('Rating 1', { exact: true }).selectOption('60');
  const estimate = page.getByRole('region', { name: 'Your estimate' });
  await expect(estimate.getByText(/Combined rating: 60%/)).toBeVisible();
  await waitForServiceWorker(page);

  await page.reload();
  await expect(estimate.getByText(/Combined rating: 60%/)).toBeVisible();
  await expect(page.getByLabel('Rating 1', { exact: true })).toHaveValue('60');
  await expectHydratedInPlace(page, 'calculator reloaded');

  await goOffline(context);
  await page.reload();
  await expect(estimate.getByText(/Combined rating: 60%/)).toBeVisible();
  await expectHydratedInPlace(page, 'calculator reloaded offline');
});

test('the claim tracker with a recorded claim hydrates cleanly', async ({ page }) => {
  await acceptCookies(page);
  await rememberPrerenderedHeading(page);
  await page.goto('/benefits/claim-tracker');
  await page.getByLabel('Name of the claim').fill('Knee and hearing');
  await page.getByLabel('Date filed').fill('2026-01-05');
  await page.getByRole('button', { name: 'Add this claim' }).click();
  await expect(page.getByRole('article', { name: 'Knee and hearing' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article', { name: 'Knee and hearing' })).toBeVisible();
  await expectHydratedInPlace(page, 'claim tracker reloaded');
});

test('the eligibility checker and the job translator hydrate cleanly after use', async ({
  page,
}) => {
  await acceptCookies(page);
  await rememberPrerenderedHeading(page);
  await page.goto('/benefits/entitlements');
  const checker = page.getByRole('region', { name: 'Eligibility checker' });
  await checker.getByLabel('Discharge').selectOption({ label: 'Honorable' });
  await expect(checker.getByRole('status')).toHaveText(/\d+ benefits match your answers\./);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Eligibility checker' })).toBeVisible();
  await expectHydratedInPlace(page, 'entitlements reloaded');

  await page.goto('/employment/job-translator');
  await waitForMirror(page, ['military_careers']);
  const box = page.getByRole('searchbox', { name: 'Military job code or title' });
  await box.pressSequentially('0311');
  await expect(page.getByRole('article', { name: /0311: Rifleman/ }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Military job code or title' })).toBeVisible();
  await expectHydratedInPlace(page, 'job translator reloaded');
});

test('saved items, and a tool page with a saved item in the header, hydrate cleanly', async ({
  page,
}) => {
  await acceptCookies(page);
  await rememberPrerenderedHeading(page);
  const title = 'Veterans Day coffee on the house';
  await page.goto('/vetdeals?q=Harbor+Light');
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Save: ${title}` }).click();
  await expect(card.getByRole('button', { name: `Saved: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  for (const path of ['/saved', '/benefits/claim-calculator']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^Saved \(1 item\)$/ }).first()).toBeAttached();
    await expectHydratedInPlace(page, `${path} with a saved item`);
  }
  await expect(page.getByRole('main')).toBeVisible();
});

test('your page with a larger text size opens in that look without errors', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/your-page');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Make text larger' }).click();
  await expect(main.getByText('110%', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 110%/);
  await expect(main.getByText('110%', { exact: true })).toBeVisible();
});
