/**
 * Issue 39: a success page says where the person's own submission is now — queued on this
 * device, waiting for review, live — and sends them to their dashboard when there is none.
 * (The approved partner's live deal, offline and online, is in posting.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { ANON_KEY } from '../../supabase/local/config';
import {
  box,
  publish,
  serviceRows,
  signedInContext,
  uniqueTitle,
  writeDeal,
} from './postingSupport';
import {
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  NETWORK_CUT,
  stackUrl,
  test,
  waitForServiceWorker,
} from './support';

// The offline journey goes offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A partner account as registration makes one: unreviewed until staff check the company. */
async function unreviewedPartner(): Promise<string> {
  const email = `partner-${crypto.randomUUID()}@example.test`;
  const response = await fetch(`${stackUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      data: {
        firstName: 'Robin',
        lastName: 'Hale',
        accountType: 'business',
        companyName: 'Hale Hardware (sample)',
      },
    }),
  });
  expect(response.ok, `sign-up of ${email}`).toBe(true);
  return email;
}

test('a success page with nothing of the partner’s to show sends them to their dashboard', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'partner@vethub.test');
  const page = await context.newPage();
  const unknown = crypto.randomUUID();
  for (const path of [
    '/vetdeals/success',
    '/blog/success',
    `/vetdeals/success?entry=${unknown}`,
    `/blog/success?entry=${unknown}`,
    `/submit/service?entry=${unknown}`,
    `/submit/job?entry=${unknown}`,
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/dashboard/business');
    await expect(heading(page), path).toHaveText('Business dashboard');
  }
  await expect(page.getByText('successfully submitted')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the dashboard a success page sent the partner to');
  await context.close();
});

test('a partner staff have not reviewed yet is told the deal waits for review', async ({
  browser,
}) => {
  const partner = await signedInContext(browser, await unreviewedPartner());
  const page = await partner.newPage();
  await page.goto('/submit/deal');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: The offer' })).toBeVisible();
  const title = uniqueTitle('Unreviewed deal');
  await writeDeal(page, title);
  await publish(page);
  await expect(page).toHaveURL(/\/vetdeals\/success\?entry=/);
  await expect(heading(page)).toHaveText('Your VetDeal is waiting for review');
  await expect(
    page.getByText(
      'Thank you — your VetDeal has been successfully submitted. It goes live as soon as VetHub staff have reviewed your partner account.',
    ),
  ).toBeVisible();
  await expect(page.getByText('is now live')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See your VetDeal' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit your VetDeal' })).toBeVisible();
  await expectNoAxeViolations(page, '/vetdeals/success (waiting for review)');
  const rows = await serviceRows(
    'vet_deals',
    `title=eq.${encodeURIComponent(title)}&select=status`,
  );
  expect(rows).toEqual([{ status: 'pending' }]);
  await partner.close();
});

test('a service listing written offline is queued on this device, then waits for review', async ({
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_CUT, 'the test cuts the line while the listing waits');
  consoleErrors.allow(/^TypeError: Failed to fetch/, 'the test cuts the line');
  const partner = await signedInContext(browser, 'partner@vethub.test');
  const page = await partner.newPage();
  await page.goto('/submit/service');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Your organization' })).toBeVisible();
  // The worker is registered before the line drops: a registration cut mid-fetch is logged.
  await waitForServiceWorker(page);
  // Quiet before the line drops; background work may keep it busy, so this wait is bounded.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

  const cutStack = (route: { abort: () => Promise<void> }) => route.abort();
  await partner.route(`${stackUrl}/**`, cutStack);
  await partner.setOffline(true);
  const name = uniqueTitle('Offline legal aid');
  await box(page, 'Organization name').fill(name);
  await box(page, 'Title').fill('Free help with discharge upgrades');
  await box(page, 'Excerpt').fill('Volunteer lawyers help veterans apply for discharge upgrades.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('legal');
  await box(page, 'Services offered').fill('legal aid, discharge upgrades');
  await box(page, 'Description').fill('Free for every veteran. Call to book a first meeting.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Reach', exact: true }).selectOption('national');
  await box(page, 'Website').fill('https://example.com/legal-aid');
  await page.getByRole('button', { name: 'Submit for review' }).click();

  await expect(
    page.getByText(
      'Your service listing is queued on this device. It has not reached VetHub yet: it is sent when you are back online, and stays on this device until then.',
    ),
  ).toBeVisible();
  await expect(page.getByText('was received')).toHaveCount(0);
  await expectNoAxeViolations(page, '/submit/service (queued on this device)');
  const byName = `name=eq.${encodeURIComponent(name)}&select=status`;
  expect(await serviceRows('services', byName)).toEqual([]);

  await partner.unroute(`${stackUrl}/**`, cutStack);
  await partner.setOffline(false);
  await expect(
    page.getByText(
      'Thank you — your service listing was received. The VetHub team reviews it before it appears in the directory.',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('queued on this device')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit your service listing' })).toBeVisible();
  await expectNoAxeViolations(page, '/submit/service (waiting for review)');
  expect(await serviceRows('services', byName)).toEqual([{ status: 'pending' }]);
  await partner.close();
});
