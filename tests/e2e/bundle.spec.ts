import { gzipSync } from 'node:zlib';
import { expect, test } from './support';

// Raised from 150 KB to 160 KB when error recording (chunk retry, error reports, ~3 KB),
// per-feature route files and the kiosk/admin wiring landed together at 156 KB; the first page's
// modules as one file (vite.config.ts) brought it to 150.1 KB, and the budget down to 155 KB.
// Issue 35 sets it at 160 KB with a language in it: the catalogs' runtime and the shell's English
// words (Lingui, 158.4 KB in the first CI run with them).
const BUDGET_BYTES = 160 * 1024;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The first page's budget covers what `/` needs to show and use the page. The data layer (Dexie,
// supabase-js, sync) starts after the load event, in idle time, at the performance mark
// 'vethub:data-services'; its size is printed apart so it stays visible.
test('the JavaScript / needs before the data layer starts is at most 160 KB gzipped', async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script still arriving when the test ends has no body to read: it is not counted.
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The data layer starts in idle time after load; on a busy machine that is after network idle.
  await page.waitForFunction(() => performance.getEntriesByName('vethub:data-services').length);
  const readTiming = () =>
    page.evaluate(() => ({
      dataStart: performance.getEntriesByName('vethub:data-services')[0]?.startTime ?? Infinity,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
  const timing = await readTiming();
  // Every script the first page asked for has been read (bodies arrive asynchronously).
  await expect
    .poll(async () => {
      const { dataStart, resources } = await readTiming();
      return resources.filter(
        (r) => r.start < dataStart && r.url.endsWith('.js') && !scripts.has(r.url),
      ).length;
    })
    .toBe(0);
  let firstPage = 0;
  let dataLayer = 0;
  for (const { url, start } of timing.resources) {
    const size = scripts.get(url) ?? 0;
    if (start < timing.dataStart) firstPage += size;
    else dataLayer += size;
  }
  console.log(
    `JS for /: ${kib(firstPage)} gzipped (${BUDGET_BYTES - firstPage} bytes under the budget); data layer after load: ${kib(dataLayer)}`,
  );
  expect(firstPage).toBeLessThanOrEqual(BUDGET_BYTES);
});
