import {
  expect,
  expectNoAxeViolations,
  test,
  goOffline,
  goOnline,
  trackErrors,
  waitForMirror,
  waitForServiceWorker,
} from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

test('after one online visit, the app opens and moves between pages with the network cut', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The page marks when the worker has precached the app.
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '');
  await waitForServiceWorker(page);
  await waitForMirror(page);
  await expect(page.getByRole('link', { name: /Connection: Connected/ })).toBeVisible({
    timeout: 15_000,
  });
  // Said once, politely, with where to see what is kept, after the cookie notice (same place).
  await page.getByRole('button', { name: 'OK, got it' }).click();
  await expect(page.getByText('VetHub is ready to use offline.')).toBeVisible();
  await expectNoAxeViolations(page, 'ready to use offline');
  await page.getByRole('button', { name: 'Close the offline notice' }).click();
  await expect(page.getByText('VetHub is ready to use offline.')).toHaveCount(0);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Connection: Offline/ })).toBeVisible();
  await expect(page.getByText('VetHub is ready to use offline.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Connection: Offline/ })).toBeVisible();

  // A page never opened before: its chunk comes from the precache, its URL from the fallback.
  await page.goto('/benefits/claim-calculator');
  await expect(page.getByRole('heading', { level: 1, name: /claim calculator/i })).toBeVisible();
  await page.getByRole('link', { name: /Connection: Offline/ }).click();
  await expect(page).toHaveURL(/\/network-help$/);
  await expect(page.getByText('Connection: Offline.')).toBeVisible();
  await expect(
    page.getByText('The app itself is kept on this device: every page opens without a connection.'),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Services directory Kept on this device/ }),
  ).toBeVisible();

  await goOnline(context);
  await expect(page.getByText('Connection: Connected.')).toBeVisible({ timeout: 15_000 });
});

test('a newly published build is detected and the reload prompt shown', async ({
  page,
  context,
}) => {
  // A returning visitor, who has answered the cookie notice long ago.
  await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
  const errors = trackErrors(page);
  let published = 'the-build-being-tested';
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { buildId: published, builtAt: new Date().toISOString() } }),
  );
  // The same id as the running build: no prompt.
  await page.goto('/');
  const served = await page.request.get('/builds/latest.json');
  published = ((await served.json()) as { buildId: string }).buildId;
  const checked = page.waitForResponse('**/builds/latest.json');
  await page.reload();
  await checked;
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  published = 'a-newer-build';
  // The app checks again whenever the window regains focus.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available —' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
