/** Helpers for the directory specs: supabase-js clients on the e2e stack, the server's answer. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import type { TableFilter } from '../../src/data/query/filters';
import { runOnServer } from '../../src/data/query/runOnServer';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { stackUrl } from './support';

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // supabase-js needs a WebSocket implementation on Node 20.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};
export const anon = (): SupabaseClient => createClient(stackUrl, ANON_KEY, options);
export const service = (): SupabaseClient => createClient(stackUrl, SERVICE_ROLE_KEY, options);

/** What the server says the filter holds: total and the first page's names or titles. */
export async function serverAnswer(filter: TableFilter) {
  const { rows, total } = await runOnServer(anon(), filter);
  return { total, names: rows.map((row) => String(row.name ?? row.title)) };
}

/** The list on the page: the total in "Showing a–b of N …" and the card headings, in order. */
export async function pageAnswer(page: Page, cardTestId: string) {
  const status = (await page.getByTestId('list-total').first().textContent()) ?? '';
  const total = /of (\d+)/.exec(status)?.[1] ?? (status.startsWith('No ') ? '0' : 'unknown');
  const names = await page
    .getByTestId('directory-list')
    .getByTestId(cardTestId)
    .getByRole('heading', { level: 3 })
    .allTextContents();
  return { total: Number(total), names };
}

/** Opens `path` and waits until its list equals the server's answer for `filter`. */
export async function expectListMatchesServer(
  page: Page,
  path: string,
  filter: TableFilter,
  cardTestId: string,
) {
  await page.goto(path);
  // Generous: the first visit also starts the device's first download on a shared 2-core box.
  await expect(page.getByTestId('list-total').first()).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        const [server, shown] = await Promise.all([
          serverAnswer(filter),
          pageAnswer(page, cardTestId),
        ]);
        return JSON.stringify(shown) === JSON.stringify(server)
          ? 'same'
          : JSON.stringify({ server, shown });
      },
      { timeout: 10_000 },
    )
    .toBe('same');
  return serverAnswer(filter);
}

/** A real session of a demo account, stored where the app's supabase-js client reads it. */
export async function signInAs(context: BrowserContext, email: string): Promise<void> {
  const client = anon();
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password: 'VetHub-demo-2026',
  });
  if (error || !data.session) throw new Error(`sign-in as ${email} failed: ${error?.message}`);
  await context.addInitScript((value) => {
    window.localStorage.setItem('sb-127-auth-token', value);
  }, JSON.stringify(data.session));
}

/** Accept cookies up front so the banner does not cover the page. */
export async function acceptCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
}
