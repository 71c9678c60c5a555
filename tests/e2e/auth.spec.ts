import type { Page } from '@playwright/test';
import { clientAs, insertOwn, slugOf } from './adminSupport';
import {
  expect,
  test,
  createAccount,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  signInAs,
  stackUrl,
  trackErrors,
  NETWORK_CUT,
} from './support';

let counter = 0;
function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

const header = (page: Page) => page.getByRole('banner');

async function signOut(page: Page) {
  // A notice ("Your new password is set.") sits over the header's right side for its 5 s, and
  // a pointer resting on it keeps it open: as a person would, wait for it to close first.
  await expect(page.getByRole('button', { name: 'Close this notice' })).toHaveCount(0);
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  // The default keeps this device's data (kiosk.spec covers "Also clear this device").
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('a new partner registers, lands on the business dashboard, and signs out', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const email = uniqueEmail('partner');
  await page.goto('/register');
  await expect(page).toHaveURL('/auth/register');
  await expectNoAxeViolations(page, '/auth/register');
  await page
    .getByRole('textbox', { name: 'Email address', exact: true })
    .fill(`  ${email.toUpperCase()} `);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Brand-new-9');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Pat');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Rivera');
  await page
    .getByRole('textbox', { name: 'Company or organization', exact: true })
    .fill('Rivera Roofing');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('555-0100');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('https://rivera.example');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard/business');
  await expect(header(page).getByText('Partner', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Company or organization', exact: true }),
  ).toHaveValue('Rivera Roofing');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('555-0100');
  await expect(page.getByRole('heading', { name: 'Services (0)' })).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/business (new partner)');

  // Profile update, then a reload shows what the server kept.
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('555-0199');
  await page.getByRole('button', { name: 'Save company profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('555-0199');

  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth?redirect=%2Fdashboard');
  expect(errors).toEqual([]);
});

test('a veteran registers as a veteran, is asked nothing about a company, and lands on the veteran dashboard', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/auth/register');
  await expect(
    page.getByRole('radio', { name: 'A business or organization serving veterans (partner)' }),
  ).toBeChecked();
  await page.getByRole('radio', { name: 'A veteran or family member' }).check();
  await expect(page.getByRole('textbox', { name: 'Company or organization' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/auth/register (veteran)');
  await page
    .getByRole('textbox', { name: 'Email address', exact: true })
    .fill(uniqueEmail('veteran'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Brand-new-9');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Lee');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Morgan');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard/veteran');
  await expect(header(page).getByText('Veteran', { exact: true })).toBeVisible();
  await expect(header(page).getByText('Partner', { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('registering an address that exists says so and keeps what was typed', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /status of 422 .*\/auth\/v1\/signup/,
    'an address that exists, on purpose (422)',
  );
  await page.goto('/auth/register');
  await page
    .getByRole('textbox', { name: 'Email address', exact: true })
    .fill('partner@vethub.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Another-pass-1');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Kim');
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByRole('alert', { name: 'Could not create the account' });
  await expect(alert).toContainText('Registration failed. Please try again.');
  await expect(alert).toContainText('already exists');
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Kim');
  await expect(page).toHaveURL('/auth/register');
});

test('each demo account signs in and lands on its dashboard', async ({ page }) => {
  const cases: [string, string, string[]][] = [
    ['veteran@vethub.test', '/dashboard/veteran', ['Veteran']],
    ['partner@vethub.test', '/dashboard/business', ['Partner']],
    ['both@vethub.test', '/dashboard', ['Veteran', 'Partner']],
    // /dashboard sends staff on to the console once their profile is read: waiting for /admin
    // rather than catching /dashboard in the moment before that redirect.
    ['admin@vethub.test', '/admin', []],
  ];
  for (const [email, landing, badges] of cases) {
    await signInAs(page, email);
    await expect(page).toHaveURL(landing);
    for (const badge of badges) {
      await expect(header(page).getByText(badge, { exact: true })).toBeVisible();
    }
    if (badges.length === 0) await expect(header(page).getByText('Partner')).toHaveCount(0);
    await signOut(page);
  }
});

test('the partner dashboard lists their deals with counts, edit links and delete', async ({
  page,
}) => {
  // The deal it deletes is its own, so the test leaves the seed as it found it and can repeat.
  const partner = await clientAs('partner@vethub.test');
  const title = `Gutter cleaning visit ${Date.now().toString(36)}`;
  await insertOwn(partner.client, partner.id, 'vet_deals', {
    title,
    slug: slugOf(title),
    merchant: 'Blue Star Plumbing',
  });
  await signInAs(page, 'partner@vethub.test');
  await expect(page).toHaveURL('/dashboard/business');
  const deals = page.getByRole('region', { name: 'Your vetdeals' });
  await expect(deals.getByRole('row', { name: /Snow clearing season pass/ })).toBeVisible();
  const row = deals.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
    'href',
    /^\/vetdeals\/edit\/\d+$/,
  );
  await expectNoAxeViolations(page, '/dashboard/business (partner)');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await row.getByRole('button', { name: `Yes, delete ${title}` }).click();
  await expect(page.getByText('Listing deleted')).toBeVisible();
  await expect(deals.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  // The outbox sends the soft delete; after a reload the server no longer lists it.
  await expect
    .poll(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: /^VetDeals \(/ })).toBeVisible();
      return deals.getByRole('row', { name: new RegExp(title) }).count();
    })
    .toBe(0);
});

test('a wrong password gets the exact message and the form keeps the email', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 .*\/auth\/v1\/token/, 'a wrong password, on purpose (400)');
  await page.goto('/auth');
  await expectNoAxeViolations(page, '/auth');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Please enter both email and password');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever1');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Please enter a valid email address');
  await page
    .getByRole('textbox', { name: 'Email address', exact: true })
    .fill('veteran@vethub.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText(
    'Password must be at least 6 characters long',
  );
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password-1');
  await submit.click();
  await expect(page.getByRole('alert').first()).toContainText(
    'Invalid email or password. Please check your credentials and try again.',
  );
  await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toHaveValue(
    'veteran@vethub.test',
  );
  await expect(page).toHaveURL('/auth');
});

test('a lost connection during sign-in gets the connection message', async ({
  page,
  consoleErrors,
}) => {
  // supabase-js logs the failed fetch itself.
  consoleErrors.allow(NETWORK_CUT, 'the test cuts the line under the sign-in');
  consoleErrors.allow(/^TypeError: Failed to fetch/, 'the test cuts the line under the sign-in');
  await page.goto('/auth');
  await page.route(`${stackUrl}/auth/v1/token**`, (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('textbox', { name: 'Email address', exact: true })
    .fill('veteran@vethub.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'Connection error. Please check your internet connection and try again.',
  );
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  // Registering through the form is the first test's journey; this one starts signed out.
  await createAccount(email, 'Old-password-1');

  await page.goto('/auth');
  await page
    .getByRole('textbox', { name: 'Email address for the reset link', exact: true })
    .fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const mail = await request.get(
    `${stackUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`,
  );
  const { messages } = (await mail.json()) as { messages: { links: string[] }[] };
  const link = messages[0]?.links.find((l) => l.includes('/auth/v1/verify'));
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Your new password' })).toBeVisible();
  await expectNoAxeViolations(page, '/auth/reset-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('New-password-2');
  await page
    .getByRole('textbox', { name: 'Repeat the new password', exact: true })
    .fill('New-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // The notice can come after the dashboard has painted, over the Sign Out button, where the
  // pointer sent to that button then holds it open: close it first, as a person would.
  await expect(page.getByText('Your new password is set.')).toBeVisible();
  await page.getByRole('button', { name: 'Close this notice' }).click();
  await signOut(page);

  await signInAs(page, email, 'New-password-2');
  await expect(page).toHaveURL('/dashboard/business');
});

test('Google sign-in (test mode) comes back signed in', async ({ page }) => {
  await page.goto('/auth?redirect=%2Fdashboard%2Fveteran');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Test mode — no real Google account is used')).toBeVisible();
  const email = uniqueEmail('google');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Full name (optional)', exact: true }).fill('Gale Test');
  await page.getByRole('button', { name: 'Continue with this account' }).click();
  await expect(page).toHaveURL('/dashboard/veteran');
  // No user type and no verification: a partner from now on (spec §4).
  await expect(header(page).getByText('Partner', { exact: true })).toBeVisible();
});

test('guards: sign-in sends the visitor back where they were going, and away from /auth', async ({
  page,
}) => {
  await page.goto('/dashboard/veteran');
  await expect(page).toHaveURL('/auth?redirect=%2Fdashboard%2Fveteran');
  await page
    .getByRole('textbox', { name: 'Email address', exact: true })
    .fill('partner@vethub.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/veteran');
  await page.goto('/auth');
  await expect(page).toHaveURL('/dashboard/business');
  // The session survives a reload.
  await page.reload();
  await expect(page).toHaveURL('/dashboard/business');
  await expect(header(page).getByText('Partner', { exact: true })).toBeVisible();
});

test('sign-in works with the keyboard alone', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).focus();
  await page.keyboard.type('both@vethub.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  const veteran = page.getByRole('link', { name: 'Veteran dashboard' });
  await veteran.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/veteran');
  await expectNoAxeViolations(page, '/dashboard/veteran');
});

test('the ID.me setup page shows the configuration to admins only', async ({ page }) => {
  await page.goto('/test-idme-setup');
  await expect(page.getByText('Sign in with an administrator account')).toBeVisible();
  await signInAs(page, 'admin@vethub.test');
  await page.goto('/test-idme-setup');
  const table = page.getByRole('region', { name: 'Verification configuration' });
  await expect(table.getByRole('row', { name: /Ready to verify/ })).toContainText('Yes');
  await expect(table.getByRole('row', { name: /Provider/ })).toContainText('Test-mode provider');
  await expectNoAxeViolations(page, '/test-idme-setup (admin)');
});
