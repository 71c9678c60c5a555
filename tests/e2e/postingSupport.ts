/** Real sessions and server checks for the posting specs: sign in through the stack's password grant. */
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { stackUrl } from './support';

export const DEMO_PASSWORD = 'VetHub-demo-2026';
/** partner@vethub.test in the seed. */
export const PARTNER_ID = '00000000-0000-4000-a000-000000000002';

/** A browser context signed in as `email`: the session stored where supabase-js keeps it. */
export async function signedInContext(browser: Browser, email: string): Promise<BrowserContext> {
  const response = await fetch(`${stackUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  const session: unknown = await response.json();
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    window.localStorage.setItem('sb-127-auth-token', value);
    // Keep the cookie banner out of the way of the form.
    window.localStorage.setItem('vethub.cookieConsent', '1');
  }, JSON.stringify(session));
  return context;
}

/** Rows of `table` matching a PostgREST query, read with the service role (sees every status). */
export async function serviceRows(
  table: string,
  query: string,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${stackUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>[];
}

/** Inserts one row with the service role (any owner, any status) and returns it as stored. */
export async function insertAsService(
  table: string,
  row: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${stackUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(row),
  });
  if (response.status !== 201)
    throw new Error(`${table}: ${response.status} ${await response.text()}`);
  const [stored] = (await response.json()) as Record<string, unknown>[];
  if (!stored) throw new Error(`${table}: no row came back`);
  return stored;
}

/** What a visitor's browser gets from the public API (anon key, RLS applies). */
export async function visitorRows(
  request: APIRequestContext,
  table: string,
  query: string,
): Promise<Record<string, unknown>[]> {
  const response = await request.get(`${stackUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
  });
  return (await response.json()) as Record<string, unknown>[];
}

export const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills the three steps, with the keyboard's Enter to move on. */
export async function writeDeal(page: Page, title: string) {
  await box(page, 'Business name').fill('Liberty Lawn Care (sample)');
  await box(page, 'Deal title').fill(title);
  await page
    .getByRole('textbox', { name: 'Discount', exact: true })
    .fill('15% off the first visit');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Home & Garden');
  // Enter in a text field moves on, as it submits a one-step form.
  await box(page, 'Discount').press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: How to redeem' })).toBeFocused();
  await box(page, 'How to redeem').fill('Show your veteran ID at checkout.');
  await box(page, 'Website').fill('https://example.com/deals/lawn');
  await box(page, 'Website').press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Step 3 of 3: Terms and end date' }),
  ).toBeVisible();
  await box(page, 'Terms and exclusions').fill('One offer per household.');
}

export const publish = (page: Page) =>
  page.getByRole('button', { name: 'Publish the deal' }).click();
