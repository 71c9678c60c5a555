/**
 * Near me on /services (issue 34): a ZIP code and a distance list the listings around it,
 * nearest first, each with its distance, as the server answers; a bad ZIP code is said next to
 * the field, which keeps what was typed. Listings sit around Montpelier, VT, where no other spec
 * puts any.
 */
import type { Page } from '@playwright/test';
import { acceptCookies, pageAnswer, serverAnswer, service } from './directorySupport';
import {
  expect,
  expectNoAxeViolations,
  test,
  trackErrors,
  useDisplayMode,
  type DisplayMode,
} from './support';

/** Miles from 05602 (src/data/geo/distance.ts on the package's centroids) in comments. */
const LISTINGS = [
  { name: 'E2E Near Rutland Legal Aid', zipcode: '05701' }, // 48.29
  { name: 'E2E Near Burlington Vet Center', zipcode: '05401' }, // 31.89
  { name: 'E2E Near Barre Peer Support', zipcode: '05641' }, // 11.25
  { name: 'E2E Near Montpelier Benefits Desk', zipcode: '05602' }, // 0
];
const NEAREST_FIRST = LISTINGS.map((listing) => listing.name).reverse();

test.beforeAll(async () => {
  const rows = LISTINGS.map((listing, i) => ({
    ...listing,
    slug: `e2e-near-${i}`,
    status: 'active',
    state: 'VT',
    services: ['peer support'],
  }));
  // beforeAll runs once per worker (and per repeat): once there, the rows are not added again,
  // so the four stay on the first page. Two workers racing add at most a second copy of each,
  // which sits at the same distance as the first.
  const { count } = await service()
    .from('services')
    .select('id', { count: 'exact', head: true })
    .like('slug', 'e2e-near-%');
  if (count) return;
  const { error } = await service().from('services').insert(rows);
  expect(error).toBeNull();
});

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const zipField = (page: Page) => page.getByRole('textbox', { name: 'Near ZIP code' });

/** Types a ZIP code, picks a distance and submits with the keyboard, as a person would. */
async function searchNear(page: Page, zip: string, miles: string) {
  await zipField(page).fill(zip);
  await page.getByRole('combobox', { name: 'Distance' }).selectOption({ label: miles });
  await zipField(page).press('Enter');
}

test('lists the listings within the distance, nearest first, each with its distance', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/services');
  await searchNear(page, '05602', 'Within 50 miles');
  await expect(page).toHaveURL(/near=05602&miles=50/);
  const server = await serverAnswer({
    table: 'services',
    near: { zip: '05602', radiusMiles: 50 },
  });
  await expect.poll(() => pageAnswer(page, 'service-card'), { timeout: 20_000 }).toEqual(server);
  expect([...new Set(server.names)]).toEqual(NEAREST_FIRST);
  const cards = page.getByTestId('directory-list').getByTestId('service-card');
  await expect(cards.first()).toContainText('Less than a mile away');
  await expect(cards.filter({ hasText: 'E2E Near Barre' }).first()).toContainText('11 miles away');
  await expect(cards.filter({ hasText: 'E2E Near Rutland' }).first()).toContainText(
    '48 miles away',
  );

  await searchNear(page, '05602', 'Within 25 miles');
  await expect(page).toHaveURL(/near=05602&miles=25/);
  await expect
    .poll(async () => [...new Set((await pageAnswer(page, 'service-card')).names)])
    .toEqual(NEAREST_FIRST.slice(0, 2));
  expect(errors).toEqual([]);
});

test('says what is wrong with a bad ZIP code next to the field and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/services');
  await searchNear(page, '0560', 'Within 10 miles');
  await expect(zipField(page)).toHaveValue('0560');
  await expect(zipField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('form', { name: 'Filter services' }).getByRole('alert')).toHaveText(
    'Enter a five-digit ZIP code, for example 78701.',
  );
  // The field names the message, so a screen reader reads it with the field.
  await expect(zipField(page)).toHaveAccessibleDescription(/Enter a five-digit ZIP code/);

  await searchNear(page, '00000', 'Within 10 miles');
  await expect(zipField(page)).toHaveValue('00000');
  await expect(page.getByRole('form', { name: 'Filter services' }).getByRole('alert')).toHaveText(
    'We do not know where ZIP code 00000 is. Check it, or try a ZIP code nearby.',
  );
  // The rest of the directory still shows, without distances.
  await expect(page.getByTestId('list-total').first()).toContainText('listings');
  await expect(page.getByText(/miles away/)).toHaveCount(0);
});

// The app's only dark look is high contrast (boot/lookBeforePaint.ts); 200 % text as other specs.
for (const mode of ['default', 'high-contrast', 'text-200'] as const) {
  test(`the directory with near me on is axe-clean (${mode})`, async ({ context, page }) => {
    await useDisplayMode(context, mode satisfies DisplayMode);
    await page.goto('/services?near=05602&miles=50');
    await expect(page.getByText('Less than a mile away').first()).toBeVisible({
      timeout: 20_000,
    });
    if (mode === 'high-contrast') {
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    }
    await expectNoAxeViolations(page, `services near 05602 (${mode})`);
    await page.goto('/services?near=0560&miles=50');
    await expect(
      page.getByRole('form', { name: 'Filter services' }).getByRole('alert'),
    ).toBeVisible();
    await expectNoAxeViolations(page, `services near a bad ZIP code (${mode})`);
  });
}
