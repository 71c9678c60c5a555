import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 150 * 1024;

test('the JavaScript loaded by / is at most 150 KB gzipped', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`JS for /: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
