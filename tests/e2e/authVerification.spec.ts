import { createClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { ANON_KEY } from '../../supabase/local/config';
import { expect, test, expectNoAxeViolations, stackUrl, trackErrors } from './support';

const PASSWORD = 'Verify-me-2026';

async function registerNewUser(page: Page): Promise<string> {
  const email = `verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard/business');
  return email;
}

const verifyButton = (page: Page) =>
  page.getByRole('button', { name: 'Verify veteran status with ID.me' });

test('a user cannot verify themselves: supabase-js updateUser, a profile update and forged messages all fail', async ({
  page,
}) => {
  const email = await registerNewUser(page);

  // Straight at the backend with the user's own session, as an attacker would.
  const client = createClient(stackUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js needs a WebSocket implementation on Node 20.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signIn.error).toBeNull();
  const userId = signIn.data.user?.id ?? '';
  const meta = await client.auth.updateUser({
    data: { verified_by_idme: true, verified_veteran: true, user_type: 'veteran' },
  });
  expect(meta.error).toBeNull();
  const direct = await client
    .from('profiles')
    .update({ verified_veteran: true, verified_at: new Date().toISOString() })
    .eq('id', userId);
  expect(direct.error?.code).toBe('42501');

  // Counted from the page load on: the load reads the profile once, after the cached one shows
  // (a counter started after the text appeared sometimes caught that read: 1 failure in 6 full runs).
  let profileReads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/profiles')) profileReads += 1;
  });
  const loadRead = page.waitForResponse((r) => r.url().includes('/rest/v1/profiles'));
  await page.goto('/dashboard/veteran');
  await loadRead;
  await expect(page.getByText('Your veteran status is not verified.')).toBeVisible();
  await expect(verifyButton(page)).toBeVisible();
  const afterLoad = profileReads;

  // A message from another origin (a window on the stack's origin) is ignored outright:
  // the dashboard does not even ask the server again.
  const [stranger] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => void window.open(url, 'stranger'), `${stackUrl}/mailbox`),
  ]);
  await stranger.waitForLoadState();
  // A listener of the test's own, added after the app's, hears the message once the app's has
  // run: a read it started would be on its way before the same-origin one below.
  await page.evaluate(() => {
    (window as { heard?: Promise<string> }).heard = new Promise((resolve) =>
      window.addEventListener('message', (e) => resolve(e.origin), { once: true }),
    );
  });
  await stranger.evaluate(() => {
    (window.opener as Window).postMessage({ type: 'IDME_LOGIN_SUCCESS' }, '*');
  });
  expect(await page.evaluate(() => (window as { heard?: Promise<string> }).heard)).toBe(
    new URL(stackUrl).origin,
  );
  await stranger.close();

  // Even a same-origin message only makes the page look again; the server still says no. The
  // page has its answer once it counts one check: one read, that one, and no verification.
  await page.evaluate(() =>
    window.postMessage({ type: 'IDME_LOGIN_SUCCESS' }, window.location.origin),
  );
  await expect(page.locator('[data-profile-checks]')).toHaveAttribute('data-profile-checks', '1');
  expect(profileReads).toBe(afterLoad + 1);
  await expect(page.getByText('Veteran Status Verified!')).toHaveCount(0);
  await expect(page).toHaveURL('/dashboard/veteran');
  await page.reload();
  await expect(page.getByText('Your veteran status is not verified.')).toBeVisible();
});

test('veteran verification through the test-mode provider marks the account verified', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await registerNewUser(page);
  await page.goto('/dashboard/veteran');
  await expectNoAxeViolations(page, '/dashboard/veteran (not verified)');
  const [popup] = await Promise.all([page.waitForEvent('popup'), verifyButton(page).click()]);
  await expect(popup.getByText('Test mode — this is not ID.me')).toBeVisible();
  await popup.getByRole('button', { name: 'Verify as a veteran' }).click();
  await popup.waitForEvent('close');
  await expect(page.getByText('Veteran Status Verified!')).toBeVisible();
  // A partner who verifies is now both: /dashboard offers both dashboards.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('banner').getByText('Veteran', { exact: true })).toBeVisible();
  await page.goto('/dashboard/veteran');
  await expect(page.getByText('Verified veteran')).toBeVisible();
  await expect(verifyButton(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the callback page explains a verification it cannot match', async ({ page }) => {
  await registerNewUser(page);
  await page.goto('/auth/idme-callback?code=forged&state=forged');
  await expect(page.getByRole('alert')).toContainText(
    'does not match a verification started from this browser',
  );
  await expectNoAxeViolations(page, '/auth/idme-callback (forged)');
});
