/** Helpers for the search, newsletter and contact specs: the device's sync state, cutting the
 * network (page and service worker), and reading rows as the service role. */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { completedSyncs, stackUrl } from './support';

/** Waits until the data services have run and the given tables' first sync is complete. */
export async function waitForSync(page: Page, tables: string[]): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('vethub:data-services').length), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const done = await completedSyncs(page);
        return tables.filter((t) => !done.includes(t));
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toEqual([]);
}

const abort = (route: { abort: () => Promise<void> }) => route.abort();

/** No network for the page or a service worker: offline flag plus every request aborted. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', abort);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', abort);
  await context.setOffline(false);
}

/** Rows of a table matching a PostgREST filter, read with the service role (RLS bypassed). */
export async function serviceRows(
  table: string,
  filter: string,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${stackUrl}/rest/v1/${table}?select=*&${filter}`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** The success pages' delivery box by its title: 'Sent', 'Waiting to send' or 'Not sent'. */
export const delivery = (page: Page, title: 'Sent' | 'Waiting to send' | 'Not sent') =>
  page.getByRole('status').getByText(title, { exact: true });
