import { expect, test, useStoredSession } from './support';

test('a signed-out visitor is sent to sign in, with the way back in the URL', async ({ page }) => {
  await page.goto('/dashboard/business');
  await expect(page).toHaveURL('/auth?redirect=%2Fdashboard%2Fbusiness');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to VetHub');
});

test.describe('signed in', () => {
  test.beforeEach(async ({ context, consoleErrors }) => {
    await useStoredSession(context);
    consoleErrors.allow(
      /status of 401 \(Unauthorized\)/,
      'the stored session is a stand-in the server does not know: what the app asks with it is refused',
    );
  });

  test('reaches the pages that need an account', async ({ page }) => {
    const pages: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/business/submit', 'Create new'],
      ['/vetdeals/edit/4', 'Edit VetDeal'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveURL(path);
    }
  });

  test('is sent from the guest pages to the dashboard', async ({ page }) => {
    for (const path of ['/auth', '/auth/register', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
  });

  test('sees Dashboard, Create New and Sign Out in the header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Create New' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get started' })).toHaveCount(0);
  });
});

test('signed out, the header offers Get started and Sign in', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Get started' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
