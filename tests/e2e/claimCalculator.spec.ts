import type { Locator, Page } from '@playwright/test';
import { expect, test, expectNoAxeViolations } from './support';

/** Presses Tab until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the claim calculator works by keyboard alone for a three-rating bilateral case', async ({
  page,
}) => {
  await page.goto('/benefits/claim-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disability claim calculator');
  const add = page.getByRole('button', { name: 'Add a rating' });

  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Rating 1', { exact: true })).toBeFocused();
  // A new rating starts at 10%: five steps down the list make it 60%.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Rating 1', { exact: true })).toHaveValue('60');

  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Rating 2', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Rating 2', { exact: true })).toHaveValue('10');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Left l');

  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Rating 3', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Rating 3', { exact: true })).toHaveValue('10');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Right l');

  const result = page.getByRole('region', { name: 'Your estimate' });
  await expect(result.getByText(/Combined rating: 70%/)).toBeVisible();
  await expect(
    result.getByText('Bilateral factor: 10% of 19 is 1.9, added to give 21'),
  ).toBeVisible();
  await expect(result.getByText('60% and 21% combine to 68%')).toBeVisible();
  await expectNoAxeViolations(page, 'claim calculator with results');

  // The inputs are kept on this device.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your estimate' }).getByText(/Combined rating: 70%/),
  ).toBeVisible();

  // With results on screen, the page stays accessible in high contrast at 200 % text.
  await page.evaluate(() => {
    window.localStorage.setItem('vethub.highContrast', 'true');
    window.localStorage.setItem('vethub.textSize', '200');
  });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your estimate' }).getByText(/Combined rating: 70%/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'claim calculator, high contrast, 200 % text');
});
