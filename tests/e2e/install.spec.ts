import { appHasTakenOver, expect, expectNoAxeViolations, test } from './support';

test('where the browser offers installation, "Install VetHub" opens its dialog in one tap', async ({
  page,
}) => {
  // Headless Chromium may offer installation itself, at a time of its choosing: that offer is
  // kept from the page, so the test's offer is the only one.
  await page.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      { capture: true },
    );
  });
  await page.goto('/network-help');
  await appHasTakenOver(page);
  await expect(page.getByRole('button', { name: 'Install VetHub', exact: true })).toHaveCount(0);
  // What Chromium sends once VetHub can be installed; its dialog is the browser's, not the page's.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      prompt: () => {
        document.documentElement.dataset.installDialog = 'shown';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Install VetHub', exact: true })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Install VetHub', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/network-help with the install button');
  await main.getByRole('button', { name: 'Install VetHub', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-install-dialog', 'shown');
  await expect(main.getByText(/VetHub is installed on this device/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install VetHub', exact: true })).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('Safari shows the three steps, each with a picture', async ({ page }) => {
    await page.goto('/network-help');
    await appHasTakenOver(page);
    const main = page.getByRole('main');
    const open = main.getByRole('button', { name: 'Install VetHub on this iPhone or iPad' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('img', { name: /Share button/ })).toBeVisible();
    await expect(
      main.getByRole('img', { name: /Share menu's row Add to Home Screen/ }),
    ).toBeVisible();
    await expect(
      main.getByRole('img', { name: /Cancel on the left, Add on the right/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/network-help, iPhone install steps');
  });
});
