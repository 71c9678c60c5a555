import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

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
