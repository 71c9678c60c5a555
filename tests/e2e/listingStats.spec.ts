/**
 * Issue 14, listing stats: a deal's detail page counts one view per device per day, whatever the
 * reloads, and the partner sees it on the business dashboard beside the daily chart.
 */
import type { Page } from '@playwright/test';
import {
  insertAsService,
  PARTNER_ID,
  serviceRows,
  signedInContext,
  uniqueTitle,
} from './postingSupport';
import { expect, test, expectNoAxeViolations } from './support';

/** A live deal of the demo partner's that no other test views. */
async function freshDeal(title: string): Promise<number> {
  const row = await insertAsService('vet_deals', {
    title,
    merchant: 'Stats Test Outfitters',
    slug: `test-stats-${Date.now().toString(36)}`,
    status: 'active',
    owner_id: PARTNER_ID,
  });
  return Number(row.id);
}

/** Until the page's queue of views and saves is empty: everything it counted has been sent. */
const allSent = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('vethub.itemEvents')), {
      timeout: 30_000,
    })
    .toBe('[]');

test('a detail view counts once per device per day and shows on the partner’s dashboard', async ({
  browser,
}) => {
  const title = uniqueTitle('Stats test deal');
  const id = await freshDeal(title);

  const first = await browser.newContext();
  const visitor = await first.newPage();
  await visitor.goto(`/vetdeals/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await allSent(visitor);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.goto('/vetdeals');
  await visitor.goto(`/vetdeals/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await allSent(visitor);
  await first.close();

  const second = await browser.newContext();
  const other = await second.newPage();
  await other.goto(`/vetdeals/${id}`);
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await allSent(other);
  await second.close();

  // Two devices, four page loads: two views.
  await expect
    .poll(async () => serviceRows('item_event_days', `item_id=eq.${id}&select=views,saves`))
    .toEqual([{ views: 2, saves: 0 }]);

  const owner = await signedInContext(browser, 'partner@vethub.test');
  const dashboard = await owner.newPage();
  await dashboard.goto('/dashboard/business');
  const row = dashboard.getByRole('row').filter({ hasText: title });
  // Views 7 days, views 30 days, saves 7 days, saves 30 days.
  await expect(row.getByRole('cell')).toHaveText(['Live', '2', '2', '0', '0', /Edit/], {
    timeout: 30_000,
  });
  const stats = dashboard.getByRole('region', { name: 'Views and saves, all your listings' });
  await expect(stats).toContainText(/Last 7 days: \d+ views?/);
  // The chart is its own chunk, loaded on this page only.
  await expect(stats.locator('.recharts-surface')).toBeVisible();
  await expectNoAxeViolations(dashboard, '/dashboard/business with stats');
  await owner.close();
});
