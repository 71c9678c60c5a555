import type { Page } from '@playwright/test';
import { goOffline, waitForSync } from './searchSupport';
import { expect, test, expectNoAxeViolations } from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

const ALL_TABLES = ['services', 'vet_deals', 'blog_posts', 'unemployment_jobs', 'military_careers'];

/** Seeded records (supabase/seed.sql) and a page of the route table, one of each kind. */
const finds = [
  { query: 'american legion', group: 'Services', link: 'The American Legion' },
  { query: 'spring lawn', group: 'VetDeals', link: 'Spring lawn clean-up for veteran households' },
  { query: 'why 50', group: 'Articles', link: 'Why 50% and 30% make 70%, not 80%' },
  { query: 'landscaping crew', group: 'Jobs', link: 'Landscaping Crew Lead' },
  { query: 'claim calculator', group: 'Pages', link: 'Disability claim calculator' },
];

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Words to search for' });
const group = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

async function expectFound(page: Page, find: (typeof finds)[number]) {
  await searchBox(page).fill(find.query);
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(find.query).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(group(page, find.group).getByRole('link', { name: find.link })).toBeVisible();
}

test('finds a service, a deal, a post, a job and a page, online', async ({ page }) => {
  await page.goto('/search');
  for (const find of finds) await expectFound(page, find);
  await expect(
    page.getByRole('status').filter({ hasText: /results? for “claim calculator”/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/search with results');
});

test('keeps finding everything with the network cut, after the mirror has synced', async ({
  page,
  context,
}) => {
  await page.goto('/search?q=legion');
  await expect(
    group(page, 'Services').getByRole('link', { name: 'The American Legion' }),
  ).toBeVisible();
  await waitForSync(page, ALL_TABLES);
  await goOffline(context);
  for (const find of finds) await expectFound(page, find);
  // A typo still finds the job, and the page offers the right spelling.
  await searchBox(page).fill('landscapng');
  await expect(
    group(page, 'Jobs').getByRole('link', { name: 'Landscaping Crew Lead' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'landscaping', exact: true }).click();
  await expect(searchBox(page)).toHaveValue('landscaping');
  // Matched words are marked.
  await expect(group(page, 'Jobs').locator('mark').first()).toHaveText(/landscaping/i);
});

test('filters by kind, with the kind in the URL', async ({ page }) => {
  await page.goto('/search?q=veterans');
  await expect(group(page, 'Services')).toBeVisible();
  const articles = page.getByRole('radio', { name: /^Articles \(\d+\)$/ });
  await articles.click();
  await expect(articles).toBeChecked();
  await expect(page).toHaveURL(/kind=post/);
  await expect(group(page, 'Articles')).toBeVisible();
  await expect(group(page, 'Services')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Articles/ })).toBeChecked();
});

test('the header search box opens the results, by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const quick = page.getByRole('searchbox', { name: 'Search VetHub' });
  await quick.focus();
  await page.keyboard.type('american legion');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=american(\+|%20)legion/);
  const result = group(page, 'Services').getByRole('link', { name: 'The American Legion' });
  await expect(result).toBeVisible();
  // Tab from the search box reaches the filters, then the results.
  await searchBox(page).focus();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    if (await result.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(result).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/\d+-the-american-legion/);
});
