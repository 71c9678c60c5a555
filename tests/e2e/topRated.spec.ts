/**
 * Issue 39: a newcomer sees the directory's three top-rated services (spec: services ordered by
 * rating, top 3) on the home page and on /services, each with its rating, and reads how a rating
 * is earned. The seed's demo veterans have reviewed sample services, so the list is never empty.
 */
import type { Locator } from '@playwright/test';
import { acceptCookies, serverAnswer } from './directorySupport';
import { expect, expectNoAxeViolations, test } from './support';

const HOW_EARNED = /Only veterans who have verified their veteran status can review a service/;

/** The ratings a list shows, in order, from "rated 4.5 out of 5" or "Rated 4.5 out of 5". */
async function ratingsIn(items: Locator, read: (item: Locator) => Promise<string>) {
  const ratings: number[] = [];
  for (const item of await items.all()) {
    const match = /rated (\d(?:\.\d)?) out of 5 from [1-9]\d* reviews/i.exec(await read(item));
    expect(match, await read(item)).not.toBeNull();
    ratings.push(Number(match?.[1]));
  }
  return ratings;
}

const descending = (values: number[]) => [...values].sort((a, b) => b - a);

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('the home page lists the three top-rated services with their ratings', async ({ page }) => {
  const top = await serverAnswer({ table: 'services', featured: true });
  expect(top.names).toHaveLength(3);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Top-rated services' });
  await expect(section).toContainText(HOW_EARNED);
  const items = section.getByTestId('top-rated-services').getByRole('listitem');
  await expect(items).toHaveCount(3, { timeout: 30_000 });
  await expect(items.getByRole('link')).toHaveText(top.names);
  const ratings = await ratingsIn(items, (item) => item.innerText());
  expect(ratings).toEqual(descending(ratings));
  await expectNoAxeViolations(page, '/ with the top-rated services');

  await items.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(top.names[0] ?? '');
});

test('/services shows the same three as featured cards with their ratings', async ({ page }) => {
  const top = await serverAnswer({ table: 'services', featured: true });
  await page.goto('/services');
  const section = page.getByRole('region', { name: 'Featured services' });
  await expect(section).toContainText(HOW_EARNED);
  const cards = section.getByTestId('featured-services').getByTestId('service-card');
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(top.names);
  const ratings = await ratingsIn(
    cards,
    async (card) => (await card.getByLabel(/^Rated /).getAttribute('aria-label')) ?? '',
  );
  expect(ratings).toEqual(descending(ratings));
  await expectNoAxeViolations(page, '/services with the featured services');
});
