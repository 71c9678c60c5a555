import { acceptCookies, expectListMatchesServer, service, signInAs } from './directorySupport';
import {
  appHasTakenOver,
  expect,
  test,
  expectNoAxeViolations,
  trackErrors,
  waitForMirror,
} from './support';

const PARTNER_ID = '00000000-0000-4000-a000-000000000002';

async function verifiedOnlyDeal(): Promise<{ id: number; title: string }> {
  const { data, error } = await service()
    .from('vet_deals')
    .insert({
      owner_id: PARTNER_ID,
      title: `E2E verified deal ${Date.now()}`,
      slug: 'e2e-verified-deal',
      merchant: 'E2E Outfitters',
      discount: '30% off',
      terms: 'One per customer.',
      status: 'active',
      verified_only: true,
      redemption_code: 'E2E-VERIFIED-30',
    })
    .select('id, title')
    .single();
  expect(error).toBeNull();
  return data as { id: number; title: string };
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('deal filters narrow the list as the server answers; pages of 10', async ({ page }) => {
  const errors = trackErrors(page);
  const cases: [string, Parameters<typeof expectListMatchesServer>[2]][] = [
    ['/vetdeals', { table: 'vet_deals' }],
    ['/vetdeals?page=2', { table: 'vet_deals', page: 2 }],
    ['/vetdeals?category=Home+%26+Garden', { table: 'vet_deals', category: 'Home & Garden' }],
    ['/vetdeals?q=coffee', { table: 'vet_deals', search: 'coffee' }],
    ['/vetdeals?category=Travel&q=rv', { table: 'vet_deals', category: 'Travel', search: 'rv' }],
  ];
  for (const [path, filter] of cases) {
    const answer = await expectListMatchesServer(page, path, filter, 'deal-card');
    expect(answer.total, path).toBeGreaterThan(0);
    if (path === '/vetdeals') expect(answer.names).toHaveLength(10);
  }
  await expectNoAxeViolations(page, '/vetdeals filtered');
  expect(errors).toEqual([]);
});

test('a deal set inactive disappears from an open list', async ({ page }) => {
  const marker = `Vanishing ${Date.now()}`;
  const { data } = await service()
    .from('vet_deals')
    .insert({ title: marker, slug: 'e2e-vanishing', merchant: 'E2E Shop', status: 'active' })
    .select('id')
    .single();
  await page.goto(`/vetdeals?q=${encodeURIComponent(marker)}`);
  const card = page.getByTestId('deal-card').filter({ hasText: marker });
  await expect(card).toBeVisible();
  // The list is the live mirror, as for any visitor: its first download is done and realtime is on.
  await waitForMirror(page, ['vet_deals']);
  await expect(page.getByRole('link', { name: /Connection: Connected/ })).toBeVisible();
  await service()
    .from('vet_deals')
    .update({ status: 'inactive', active: false })
    .eq('id', (data as { id: number }).id);
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('list-total').first()).toHaveText('No deals found');
});

test('a verified-only deal shows its terms to everyone and its code to verified veterans', async ({
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /status of 403 .*rpc\/vet_deal_code/,
    'an unverified account asks for a verified-only code, which the server refuses (403)',
  );
  const deal = await verifiedOnlyDeal();

  const visitor = await browser.newContext();
  await acceptCookies(visitor);
  const page = await visitor.newPage();
  await page.goto(`/vetdeals/${deal.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.title, {
    timeout: 20_000,
  });
  await expect(page.getByText('One per customer.')).toBeVisible();
  await expect(page.getByTestId('deal-code-refused')).toContainText(
    'Sign in as a verified veteran to see this code',
  );
  await expect(page.getByText('E2E-VERIFIED-30')).toHaveCount(0);
  await expectNoAxeViolations(page, 'verified-only deal, visitor');
  await visitor.close();

  const unverified = await browser.newContext();
  await acceptCookies(unverified);
  await signInAs(unverified, 'both@vethub.test');
  const other = await unverified.newPage();
  await other.goto(`/vetdeals/${deal.id}`);
  await expect(other.getByTestId('deal-code-refused')).toContainText(
    'This code is for verified veterans only.',
    { timeout: 20_000 },
  );
  await unverified.close();

  const veteran = await browser.newContext();
  await acceptCookies(veteran);
  await signInAs(veteran, 'veteran@vethub.test');
  const vet = await veteran.newPage();
  await vet.goto(`/vetdeals/${deal.id}`);
  await expect(vet.getByTestId('deal-code')).toHaveText('E2E-VERIFIED-30', { timeout: 20_000 });
  await veteran.close();
});

test('save and unsave a deal from its card and its page', async ({ page }) => {
  const errors = trackErrors(page);
  // A seeded deal no other test touches, so the card stays put while this test works.
  const title = 'Veterans Day coffee on the house';
  await page.goto('/vetdeals?q=Harbor+Light');
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Save: ${title}` }).click();
  await expect(page.getByText(`${title} is in your Saved Items on this device.`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Saved: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The detail page knows, and unsaving there is reflected on /saved.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoAxeViolations(page, 'deal detail');
  const detailButton = page.getByRole('button', { name: `Saved: ${title}` });
  await expect(detailButton).toBeVisible();
  await detailButton.click();
  await expect(page.getByText('Removed from saved items')).toBeVisible();
  await page.goto('/saved');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('keyboard: filter deals by category without a mouse', async ({ page }) => {
  await page.goto('/vetdeals');
  await page.getByRole('textbox', { name: 'Search' }).focus();
  await page.keyboard.type('lawn');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/vetdeals?q=lawn');
  await expect(page.getByTestId('deal-card').first()).toContainText(/lawn/i);
});

test('the VetDeals popup offers posting a deal after 8 seconds', async ({ page }) => {
  // The page's clock is moved on rather than waited for.
  await page.clock.install();
  await page.goto('/vetdeals');
  await appHasTakenOver(page);
  const popup = page.getByText('Have an offer for veterans?');
  // Its timer starts once the page is idle after the app runs: not yet due 7 s after that.
  await page.clock.fastForward(7_000);
  await expect(popup).toBeHidden();
  // The moment the timer started is not on the page: the clock moves on a second at a time.
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(popup).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
});
