/**
 * A device keeping part of a large directory (issue 34). The demo holds ~90 services, so the
 * device is told to keep 20 rows a table (meta `workingSetRows`, as an old phone short of room
 * may), which makes it behave as with a nation's worth: its region and the nationwide listings on
 * the device, the rest asked of the server, and offline lists saying what the device holds.
 */
import type { Page } from '@playwright/test';
import { putMeta, readRecord } from './appDatabase';
import { anon } from './directorySupport';
import {
  expect,
  expectNoAxeViolations,
  goOffline,
  NETWORK_CUT,
  test,
  useDisplayMode,
  waitForMirror,
  waitForServiceWorker,
  type DisplayMode,
} from './support';

test.use({ serviceWorkers: 'allow' });

/** The services sync state on the device: its region and whether it is a working set. */
async function servicesMeta(
  page: Page,
): Promise<{ state?: string; region?: string; whole?: boolean }> {
  const entry = (await readRecord(page, 'meta', 'sync:services')) as { value?: object } | undefined;
  return entry?.value ?? {};
}

async function chooseTexas(page: Page) {
  await page.goto('/your-page');
  const picker = page.getByRole('combobox', { name: 'Your state or states' });
  await picker.click();
  await picker.fill('Texas');
  await page.getByRole('option', { name: 'Texas' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Keep these listings' }).click();
  await expect(page.getByText('Saved. This device now keeps listings for Texas.')).toBeVisible();
  await expect
    .poll(() => servicesMeta(page), { timeout: 30_000 })
    .toMatchObject({
      state: 'complete',
      region: 'TX',
      whole: false,
    });
}

test('with a region chosen, offline lists and search answer from the device and say so; a saved listing of another state stays', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_CUT, 'offline, pictures of listings never shown online cannot load');
  test.setTimeout(120_000);
  const { data: texas } = await anon()
    .from('services')
    .select('id, name')
    .eq('status', 'active')
    .eq('state', 'TX')
    .order('updated_at', { ascending: false });
  const { data: elsewhere } = await anon()
    .from('services')
    .select('id, name')
    .eq('status', 'active')
    .eq('state', 'CA')
    .neq('type', 'national');
  type Listing = { id: number; name: string } | undefined;
  const regional = texas?.[0] as Listing;
  const saved = elsewhere?.[0] as Listing;
  expect(regional, 'a Texas service in the seed').toBeDefined();
  expect(saved, 'a Californian service that is not nationwide').toBeDefined();
  if (!regional || !saved) return;

  await page.goto('/');
  await waitForServiceWorker(page);
  await waitForMirror(page);
  // Saved from the list (never opened, so only the bookmark keeps it on the device).
  await page.goto('/services?state=CA');
  await page
    .getByRole('button', { name: `Save: ${saved.name}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Saved: ${saved.name}` }).first()).toBeVisible();

  // From here the device keeps 20 rows a table: the next page load makes it a working set.
  await putMeta(page, 'workingSetRows', 20);
  await chooseTexas(page);
  await expect(page.getByTestId('device-holdings')).toContainText(/VetHub keeps .* listings/);

  await goOffline(context);
  await page.goto('/services?state=TX');
  await expect(page.getByRole('heading', { name: regional.name }).first()).toBeVisible();

  // A word search reaches past the region online; offline the page says what it searched.
  const word = regional.name.split(' ').find((w: string) => w.length > 4) ?? regional.name;
  await page.goto(`/services?search=${encodeURIComponent(word)}`);
  await expect(page.getByRole('heading', { name: regional.name }).first()).toBeVisible();
  await expect(page.getByTestId('list-on-device')).toHaveText(
    /^Showing \d+ listings saved on this device\. Connect to search all \d+\.$/,
  );

  await page.goto('/services?state=CA');
  await expect(page.getByRole('heading', { name: saved.name }).first()).toBeVisible();
  await expect(page.getByTestId('list-on-device')).toBeVisible();
});

test('a listing saved from a list the server answered comes onto the device, and offline lists find it', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_CUT, 'offline, pictures of listings never shown online cannot load');
  test.setTimeout(120_000);
  const { data } = await anon()
    .from('services')
    .select('id, name')
    .eq('status', 'active')
    .eq('state', 'CA')
    .neq('type', 'national')
    .order('updated_at', { ascending: true });
  const listing = data?.[0] as { id: number; name: string } | undefined;
  expect(listing, 'a Californian service that is not nationwide').toBeDefined();
  if (!listing) return;

  await page.goto('/');
  await waitForServiceWorker(page);
  await waitForMirror(page);
  await putMeta(page, 'workingSetRows', 20);
  await chooseTexas(page);
  expect(await readRecord(page, 'services', listing.id)).toBeUndefined();

  // Outside Texas the list comes from the server; the bookmark is made there.
  await page.goto(`/services?state=CA&search=${encodeURIComponent(listing.name)}`);
  await page
    .getByRole('button', { name: `Save: ${listing.name}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Saved: ${listing.name}` }).first()).toBeVisible();
  // A page load starts a sync cycle, which fetches saved listings the device lacks.
  await page.goto('/saved');
  await expect
    .poll(() => readRecord(page, 'services', listing.id), { timeout: 30_000 })
    .toMatchObject({ id: listing.id, state: 'CA' });

  await goOffline(context);
  await page.goto('/services?state=CA');
  await expect(page.getByRole('heading', { name: listing.name }).first()).toBeVisible();
  await expect(page.getByTestId('list-on-device')).toBeVisible();
});

for (const mode of ['default', 'high-contrast', 'text-200'] as DisplayMode[]) {
  test(`the region question and picker are axe-clean (${mode})`, async ({ page, context }) => {
    await useDisplayMode(context, mode);
    await page.goto('/services');
    const prompt = page.getByRole('region', { name: 'Where are you?' });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page, `/services with the region question (${mode})`);

    await prompt.getByRole('button', { name: 'Skip' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Where are you?' })).toHaveCount(0);

    await page.goto('/your-page');
    const picker = page.getByRole('combobox', { name: 'Your state or states' });
    await picker.click();
    await picker.fill('Tex');
    await expect(page.getByRole('option', { name: 'Texas' })).toBeVisible();
    await expectNoAxeViolations(page, `/your-page with the region picker open (${mode})`);
  });
}
