/**
 * The staff console's other halves: a visitor's report reaches the queue and a take-down removes
 * the listing from an open list (realtime) and marks a saved copy "No longer available"; axe on
 * every console view (default, high contrast, 200 % text); non-admins get the 403 page and
 * /dashboard sends admins to the console.
 */
import { adminPage, cardFor, slugOf } from './adminSupport';
import { acceptCookies, anon, service } from './directorySupport';
import { signedInContext, uniqueTitle } from './postingSupport';
import { expect, test, expectNoAxeViolations, useDisplayMode, waitForMirror } from './support';

const VIEWS = [
  'Review queue',
  'Reports',
  'Partner review',
  'Take down / restore',
  'Inbox',
  'Newsletter',
  'People',
  'Audit log',
  'Error reports',
];

test('a report reaches the console; a take-down empties open lists and saved copies', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('Reported deal');
  const { data } = await service()
    .from('vet_deals')
    .insert({ title, slug: slugOf(title), merchant: 'E2E Reported Shop', status: 'active' })
    .select('id')
    .single();
  const id = (data as { id: number }).id;

  const visitor = await browser.newContext();
  await acceptCookies(visitor);
  const page = await visitor.newPage();
  await page.goto(`/vetdeals?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Save: ${title}` }).click();
  await expect(card.getByRole('button', { name: `Saved: ${title}` })).toBeVisible();
  await waitForMirror(page, ['vet_deals'], 90_000);

  const report = await anon().rpc('report_item', {
    tbl: 'vet_deals',
    item_id: id,
    reason: 'scam',
    details: 'Asked me for my bank details',
    device_id: `e2e-device-${Date.now()}`,
  });
  expect(report.error).toBeNull();

  const admin = await adminPage(browser, 'reports');
  const reported = cardFor(admin.page, title);
  await expect(reported).toContainText('Report: Scam or fraud');
  await expect(reported).toContainText('Asked me for my bank details');
  await reported
    .getByRole('textbox', { name: 'Reason or note (needed to take down or request changes)' })
    .fill('Confirmed scam: asks for bank details');
  await reported.getByRole('button', { name: 'Take down' }).click();
  await expect(admin.page.getByRole('status').filter({ hasText: 'Taken down' })).toBeVisible();

  // The visitor's open list loses it without a reload, and the bookmark says so.
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await page.goto('/saved');
  const saved = page.getByRole('listitem').filter({ hasText: title });
  await expect(saved).toContainText('No longer available');
  await Promise.all([visitor.close(), admin.context.close()]);
});

test('every console view passes axe, at 200 % text and in high contrast too', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A report as a visitor's device sends it (anyone may insert; only admins read).
  const reference = `E2ER-${Date.now().toString(36).toUpperCase().slice(-4)}`;
  const sent = await anon().from('error_reports').insert({
    client_id: crypto.randomUUID(),
    reference,
    device_id: crypto.randomUUID(),
    kind: 'chunk',
    message: 'Failed to fetch dynamically imported module',
    route: '/vetdeals',
    build_id: 'e2e',
    online: false,
    occurred_at: new Date().toISOString(),
  });
  expect(sent.error).toBeNull();
  const { context, page } = await adminPage(browser);
  for (const view of VIEWS) {
    await page.getByRole('tab', { name: view, exact: true }).click();
    await expect(page.getByRole('tab', { name: view, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByText(/^Loading /)).toHaveCount(0, {
      timeout: 15_000,
    });
    if (view === 'People') {
      await page.getByRole('textbox', { name: 'Email, name or company' }).fill('vethub.test');
      await page.getByRole('button', { name: 'Find people' }).click();
      await expect(page.getByRole('list', { name: 'People found' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'People found' })).toContainText(
        'Veteran verification (by the identity provider): verified',
      );
    }
    if (view === 'Take down / restore') {
      await page.getByRole('textbox', { name: 'Title contains' }).fill('lawn');
      await page.getByRole('button', { name: 'Find listings' }).click();
      await expect(page.getByRole('list', { name: 'Listings found' })).toBeVisible();
    }
    if (view === 'Error reports') {
      await page.getByRole('textbox', { name: /^Reference/ }).fill(reference);
      const row = page.getByRole('row').filter({ hasText: reference });
      await expect(row).toContainText('A part could not be loaded');
      await expect(row).toContainText('Offline');
    }
    await expectNoAxeViolations(page, `/admin ${view}`);
  }
  await context.close();

  for (const mode of ['text-200', 'high-contrast'] as const) {
    const styled = await signedInContext(browser, 'admin@vethub.test');
    await useDisplayMode(styled, mode);
    const view = await styled.newPage();
    await view.goto('/admin?view=queue');
    await expect(
      view.getByRole('list', { name: 'Waiting for review, oldest first' }),
    ).toBeVisible();
    await expectNoAxeViolations(view, `/admin queue (${mode})`);
    await styled.close();
  }
});

test('/dashboard sends an admin to the console; anyone else gets the 403 page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInContext(browser, 'admin@vethub.test');
  const page = await admin.newPage();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console');

  for (const email of ['veteran@vethub.test', 'partner@vethub.test']) {
    const other = await signedInContext(browser, email);
    const refused = await other.newPage();
    await refused.goto('/admin');
    await expect(refused.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(refused.getByText('The staff console is for VetHub admins only.')).toBeVisible();
    await expect(refused.getByRole('tab', { name: 'Review queue' })).toHaveCount(0);
    await expectNoAxeViolations(refused, `/admin as ${email}`);
    await other.close();
  }
  await admin.close();
});
