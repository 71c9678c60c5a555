/**
 * The first sync runs in a worker (issue 17): while 30k rows download and are written, the page
 * itself sends none of the mirror's requests and its main thread stays free to answer.
 */
import { expect, test } from '@playwright/test';
import { waitForMirror } from './support';

interface Seen {
  longTasks: { start: number; duration: number }[];
}

test('the first sync runs in a worker: the page itself sends none of the mirror’s requests', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen: Seen = { longTasks: [] };
    (window as unknown as { seen: Seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About VetHub');
  await expect.poll(() => page.workers().some((w) => /sync\.worker/.test(w.url()))).toBe(true);
  const started = Date.now();
  await waitForMirror(page);
  const syncMs = Date.now() - started;

  const { mirrorRequests, longTasks, dataStart } = await page.evaluate(() => {
    const mark = performance.getEntriesByName('vethub:data-services')[0]?.startTime ?? 0;
    return {
      mirrorRequests: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) =>
          /\/rest\/v1\/(services|vet_deals|blog_posts|unemployment_jobs|military_careers|occupations)\?/.test(
            name,
          ),
        ),
      longTasks: (window as unknown as { seen: Seen }).seen.longTasks.filter(
        (t) => t.start >= mark,
      ),
      dataStart: mark,
    };
  });
  const longest = Math.max(0, ...longTasks.map((t) => t.duration));
  console.log(
    `first sync in a worker: ${syncMs} ms after the page was up; main-thread long tasks since the data layer started: ${longTasks.length}, longest ${Math.round(longest)} ms`,
  );
  expect(dataStart).toBeGreaterThan(0);
  expect(mirrorRequests).toEqual([]);
});
