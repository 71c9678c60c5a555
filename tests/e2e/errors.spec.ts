import { expect, test, expectNoAxeViolations } from './support';

test('an unknown path shows the non-fatal 404 inside the site layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page not found: /no-such-page', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · VetHub');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  for (const name of ['Services directory', 'VetDeals', 'Blog', 'Post a service']) {
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  }
  await expectNoAxeViolations(page, '404');
});

test('a route whose id fails validation shows the fatal 404', async ({ page }) => {
  await page.goto('/vetdeals/not-a-number');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(
    page.getByText('Page Not Found: /vetdeals/not-a-number', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('Go Home and Go Back leave the error page', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/missing/again');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goto('/missing/again');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page whose code fails to arrive once is fetched again and shows', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_CONNECTION_RESET/, "the test makes the page's code fail to arrive");
  // The browser remembers a failed module for the page's life, so the second try must really
  // ask the server again (under a new address) for the page to show.
  const asked: string[] = [];
  await page.route(/\/assets\/VetDealsPage-[\w-]+\.js/, async (route) => {
    asked.push(new URL(route.request().url()).search);
    if (asked.length === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('/vetdeals');
  await expect(page.getByRole('heading', { level: 1, name: 'VetDeals' })).toBeVisible();
  await expect(page.getByTestId('deal-card').first()).toBeVisible();
  expect(asked).toHaveLength(2);
  // The first ask is now the inline script's modulepreload (src/boot): a failed preload is not
  // remembered, so the app's own import may ask again at the plain address; a failed import is,
  // and is retried under ?retry=N.
  expect(asked[1]).toMatch(/^(\?retry=\d+)?$/);
});

test('a page whose code fails twice says so, with Reload, never the generic error', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_CONNECTION_RESET/, "the test makes the page's code fail to arrive");
  await page.route(/\/assets\/VetDealsPage-[\w-]+\.js/, (route) => route.abort('connectionreset'));
  await page.goto('/vetdeals');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This part of VetHub could not be loaded' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The connection dropped while this page was loading.',
  );
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.unroute(/\/assets\/VetDealsPage-[\w-]+\.js/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('deal-card').first()).toBeVisible();
});
