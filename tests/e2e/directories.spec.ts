import {
  acceptCookies,
  expectListMatchesServer,
  pageAnswer,
  serverAnswer,
  service,
} from './directorySupport';
import { expect, test, expectNoAxeViolations, trackErrors } from './support';

const E2E_ZIP = '99501';

test.beforeAll(async () => {
  // Rated, zip-coded, home-based and sponsored listings the seed lacks (it has none of those).
  const rows = [
    { name: 'E2E Anchorage Ramp Builders', rating: 4.8, is_home: true, sponsored: true },
    { name: 'E2E Anchorage Benefits Desk', rating: 4.6, is_home: false, sponsored: false },
    { name: 'E2E Anchorage Home Care', rating: 3.1, is_home: true, sponsored: false },
  ].map((row, i) => ({
    ...row,
    slug: `e2e-anchorage-${i}`,
    status: 'active',
    state: 'AK',
    zipcode: E2E_ZIP,
    type: 'local',
    services: ['home modification'],
    credentials: ['Licensed contractor'],
  }));
  // beforeAll runs once per worker; a second copy changes no comparison (both sides see it).
  const { error } = await service().from('services').insert(rows);
  expect(error).toBeNull();
});

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('each services filter narrows the list exactly as the server answers', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = trackErrors(page);
  const cases: [string, Parameters<typeof expectListMatchesServer>[2]][] = [
    ['/services', { table: 'services' }],
    ['/services?category=legal', { table: 'services', category: 'legal' }],
    ['/services?service=peer+support', { table: 'services', service: 'peer support' }],
    [
      '/services?credential=Congressionally+chartered',
      { table: 'services', credential: 'Congressionally chartered' },
    ],
    ['/services?q=claims', { table: 'services', search: 'claims' }],
    ['/services?state=VA', { table: 'services', state: 'VA' }],
    [`/services?zip=${E2E_ZIP}`, { table: 'services', zipcode: E2E_ZIP }],
    ['/services?type=regional', { table: 'services', type: 'regional' }],
    ['/services?home=1', { table: 'services', isHome: true }],
    ['/services?sponsored=1', { table: 'services', sponsored: true }],
    [
      '/services?category=healthcare&state=DC&q=veterans',
      { table: 'services', category: 'healthcare', state: 'DC', search: 'veterans' },
    ],
  ];
  const all = await serverAnswer({ table: 'services' });
  for (const [path, filter] of cases) {
    const answer = await expectListMatchesServer(page, path, filter, 'service-card');
    if (path !== '/services') expect(answer.total, path).toBeLessThan(all.total);
    expect(answer.total, path).toBeGreaterThan(0);
  }
  expect(errors).toEqual([]);
});

test('pages of 10 with the total; Back returns to the previous page and filter', async ({
  page,
}) => {
  const all = await expectListMatchesServer(
    page,
    '/services',
    { table: 'services' },
    'service-card',
  );
  expect(all.names).toHaveLength(10);
  await expect(page.getByTestId('list-total').first()).toHaveText(
    `Showing 1–10 of ${all.total} listings`,
  );
  await page.getByRole('button', { name: 'Page 2' }).first().click();
  await expect(page).toHaveURL('/services?page=2');
  await expect(page.getByTestId('list-total').first()).toHaveText(
    `Showing 11–20 of ${all.total} listings`,
  );
  const second = await serverAnswer({ table: 'services', page: 2 });
  await expect(
    page.getByTestId('directory-list').getByTestId('service-card').getByRole('heading'),
  ).toHaveText(second.names);

  // A search typed in the form, submitted with the keyboard, lands in the URL.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('claims');
  await page.getByRole('textbox', { name: 'Search', exact: true }).press('Enter');
  await expect(page).toHaveURL('/services?q=claims');
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('claims');
  await expect(page.getByTestId('list-total').first()).not.toHaveText(
    `Showing 11–20 of ${all.total} listings`,
  );
  await page.goBack();
  await expect(page).toHaveURL('/services?page=2');
  await expect(page.getByTestId('list-total').first()).toHaveText(
    `Showing 11–20 of ${all.total} listings`,
  );
  // The form shows the filter in the URL again, not the words typed for the later search.
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL('/services');
  await expect(
    page.getByTestId('directory-list').getByTestId('service-card').getByRole('heading'),
  ).toHaveText(all.names);
});

test('the filter form: native choices, suggested services, and Clear filters', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/services');
  const form = page.getByRole('form', { name: 'Filter services' });
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Alaska' });
  await form.getByRole('combobox', { name: 'Reach' }).selectOption({ label: 'Local' });
  // The service field offers the kinds of help listed, and still takes any words.
  const suggested = form.locator('datalist option[value="home modification"]');
  await expect(suggested).toHaveCount(1);
  await form.getByRole('combobox', { name: 'Service' }).fill('home modification');
  await form.getByRole('button', { name: 'Show listings' }).click();
  await expect(page).toHaveURL('/services?service=home+modification&state=AK&type=local');
  // The filtered list itself, not a first card the whole list shares with it.
  const filtered = await serverAnswer({
    table: 'services',
    service: 'home modification',
    state: 'AK',
    type: 'local',
  });
  await expect.poll(() => pageAnswer(page, 'service-card')).toEqual(filtered);
  await expect(
    page.getByTestId('directory-list').getByTestId('service-card').first(),
  ).toContainText('E2E Anchorage');
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('AK');
  await form.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/services');
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'State' })).toContainText('All states');
  // The scan waits for the whole list to be back: cards laid out mid-swap read as overlapping
  // targets (a target-size failure seen once with three workers).
  const everything = await serverAnswer({ table: 'services' });
  await expect.poll(() => pageAnswer(page, 'service-card')).toEqual(everything);
  await expectNoAxeViolations(page, 'services after Clear filters');
  expect(errors).toEqual([]);
});

test('the featured list shows the top 3 by rating', async ({ page }) => {
  await page.goto('/services');
  const featured = await serverAnswer({ table: 'services', featured: true });
  expect(featured.names).toHaveLength(3);
  await expect(page.getByTestId('featured-services').getByRole('heading')).toHaveText(
    featured.names,
  );
});

test('a service detail page has what a veteran needs, save and share; bad ids say why', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const { data } = await service()
    .from('services')
    .select('id, slug, name, website')
    .eq('status', 'active')
    .not('website', 'is', null)
    .order('id')
    .limit(1)
    .single();
  const listing = data as { id: number; slug: string; name: string; website: string };
  await page.goto(`/services/${listing.id}-${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
  for (const heading of ['At a glance', 'Credentials', 'Where and how to contact them']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: new RegExp(listing.website.slice(8, 20)) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Share a link to ${listing.name}` })).toBeVisible();
  await expectNoAxeViolations(page, 'service detail');

  // Saving from the detail page, then unsaving from the card.
  await page.getByRole('button', { name: `Save: ${listing.name}` }).click();
  await expect(
    page.getByText(`${listing.name} is in your Saved Items on this device.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Saved: ${listing.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/saved');
  await expect(page.getByRole('link', { name: listing.name }).first()).toBeVisible();

  await page.goto(`/services/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
  await page.goto('/services/abc-legal');
  await expect(page.getByRole('alert').getByText('Invalid ID format')).toBeVisible();
  await page.goto('/services/987654-nothing');
  await expect(page.getByRole('alert').getByText('Listing not found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a mistyped service URL offers the listing on the 404 page', async ({ page }) => {
  const { data } = await service().from('services').select('id, name').eq('id', 1).single();
  const name = (data as { name: string }).name;
  await page.goto('/service/1-the-amercan-legion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  const suggestion = page.getByRole('region', { name: 'Were you looking for this?' });
  await expect(suggestion.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page, '404 with a suggestion');
  await suggestion.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('job board filters by state, remote and keyword as the server answers', async ({ page }) => {
  const errors = trackErrors(page);
  const cases: [string, Parameters<typeof expectListMatchesServer>[2]][] = [
    ['/jobs', { table: 'unemployment_jobs' }],
    ['/jobs?state=TX', { table: 'unemployment_jobs', state: 'TX' }],
    ['/jobs?remote=1', { table: 'unemployment_jobs', remote: true }],
    ['/jobs?q=driver', { table: 'unemployment_jobs', keyword: 'driver' }],
    [
      '/employment/unemployment-jobs?remote=1&q=sample',
      { table: 'unemployment_jobs', remote: true, keyword: 'sample' },
    ],
  ];
  for (const [path, filter] of cases) {
    const answer = await expectListMatchesServer(page, path, filter, 'job-card');
    expect(answer.total, path).toBeGreaterThan(0);
  }
  // Apply links leave for the employer's page in a new tab; a job can be saved.
  const card = page.getByTestId('job-card').first();
  await expect(card.getByRole('link', { name: /Apply on/ })).toHaveAttribute('target', '_blank');
  await card.getByRole('button', { name: /^Save: / }).click();
  await expect(card.getByRole('button', { name: /^Saved: / })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every directory page is axe-clean', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of [
    '/services',
    '/services?category=legal',
    '/jobs',
    '/employment/unemployment-jobs',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('list-total').first()).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, path);
  }
});
