import { service as admin } from './directorySupport';
import {
  expect,
  test,
  goOffline,
  recordedErrors,
  waitForMirror,
  waitForServiceWorker,
  NETWORK_CUT,
} from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

// What the page showed and the errors it recorded, for a failure's report.
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    const shown = await page
      .locator('main')
      .innerText({ timeout: 1_000 })
      .catch(() => '(no main)');
    const body = `recorded on the device: ${await recordedErrors(page)}\npage ${page.url()}: ${shown}`;
    await testInfo.attach('the page when it failed', { body });
  }
});

test('after one visit, every synced list and detail opens, and saving works, with the network cut', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_CUT, 'offline, pictures of listings never shown online cannot load');
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await waitForMirror(page);

  await goOffline(context);
  for (const [path, card] of [
    ['/services', 'service-card'],
    ['/vetdeals', 'deal-card'],
    ['/blog', 'blog-card'],
    ['/jobs', 'job-card'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(card).first(), `${path} offline`).toBeVisible();
  }

  // Veteran stories read the same mirror: the three seeded Stories articles, offline.
  await page.goto('/veteran-stories');
  await expect(page.getByTestId('blog-card')).toHaveCount(3);

  // A detail page never opened online.
  await page.goto('/vetdeals');
  const firstDeal = page.getByTestId('deal-card').first().getByRole('heading', { level: 3 });
  const title = (await firstDeal.textContent()) ?? '';
  await firstDeal.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page
    .getByRole('button', { name: `Save: ${title}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Saved: ${title}` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: /^Saved \(1 item\)$/ })).toBeVisible();

  await page.goto('/saved');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(title).first()).toBeVisible();

  await page.goto('/vetdeals');
  await page
    .getByRole('button', { name: `Saved: ${title}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Save: ${title}` }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goto('/saved');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a change made on the server shows in an open list within 2 seconds', async ({ page }) => {
  await page.goto('/vetdeals');
  await waitForMirror(page, ['vet_deals']);
  await expect(page.getByRole('link', { name: /Connection: Connected/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('deal-card').first()).toBeVisible();
  // Featured deals (paid plans) come first; the newest change leads the others.
  const newest = page
    .getByTestId('deal-card')
    .filter({ hasNot: page.getByTestId('featured-badge') })
    .first();

  // A deal of this test's own, so the seeded deals other specs look for keep their titles.
  const stamp = Date.now();
  const { data, error } = await admin()
    .from('vet_deals')
    .insert({
      title: `Realtime check ${stamp}`,
      slug: `realtime-check-${stamp}`,
      merchant: 'Realtime Test Shop',
      status: 'active',
      active: true,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  await expect(newest).toContainText(`Realtime check ${stamp}`);
  const title = `Realtime check renamed ${stamp}`;
  const changed = await admin()
    .from('vet_deals')
    .update({ title })
    .eq('id', (data as { id: number }).id);
  expect(changed.error).toBeNull();
  // Newest change first: the renamed deal moves to the top of the open list.
  await expect(newest).toContainText(title, { timeout: 2_000 });

  // Taken down: realtime tells a visitor nothing of a row they may no longer read, and the
  // database's notice on "listings:left" (its key alone) takes it off the open list. The
  // device's own check would come only after 5 minutes.
  const takenDown = await admin()
    .from('vet_deals')
    .update({ active: false })
    .eq('id', (data as { id: number }).id);
  expect(takenDown.error).toBeNull();
  await expect(page.getByText(title)).toHaveCount(0);
});
