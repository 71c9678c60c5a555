import { expect, test } from '@playwright/test';
import { routeTable, type RouteEntry } from '../../src/app/routes';
import { expectNoAxeViolations, trackErrors, useDisplayMode, type DisplayMode } from './support';

const byPath = new Map(routeTable.map((r) => [r.path, r]));
function entryAt(path: string): RouteEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`No route ${path}`);
  return entry;
}

/** What a signed-out visitor ends up on: aliases redirect, auth pages send to sign-in. */
function landing(entry: RouteEntry, visited: string): { url: string; page: RouteEntry } {
  if (entry.guard === 'auth') {
    return { url: `/auth?redirect=${encodeURIComponent(visited)}`, page: entryAt('/auth') };
  }
  if (entry.redirectTo) return landing(entryAt(entry.redirectTo), entry.redirectTo);
  return { url: visited, page: entry };
}

const modes: DisplayMode[] = ['default', 'high-contrast', 'text-200'];

for (const entry of routeTable) {
  const visited = entry.example ?? entry.path;
  test(`${visited} renders its page, accessibly, in every display mode`, async ({ browser }) => {
    const target = landing(entry, visited);
    const heading = target.page.heading ?? target.page.title;
    const title = target.page.path === '/' ? target.page.title : `${target.page.title} · VetHub`;
    for (const mode of modes) {
      const context = await browser.newContext();
      await useDisplayMode(context, mode);
      const page = await context.newPage();
      const errors = trackErrors(page);
      await page.goto(visited);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(target.url);
      await expect(page.locator('h1')).toHaveCount(1);
      const canonical = target.page.canonicalOf ?? new URL(target.url, 'http://x').pathname;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://localhost:4173${canonical}`,
      );
      await expectNoAxeViolations(page, `${visited} (${mode})`);
      expect(errors, `console errors on ${visited} (${mode})`).toEqual([]);
      await context.close();
    }
  });

  test(`${visited} does not scroll sideways at 320 px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
    const page = await context.newPage();
    await page.goto(visited);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${visited}`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `${visited} (320 px)`);
    await context.close();
  });
}
