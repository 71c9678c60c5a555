/**
 * The first sync runs in a worker (issue 17): while 30k rows download and are written, the page
 * itself sends none of the mirror's requests and its main thread stays free to answer.
 */
import { mirrorTables } from '../../src/data/mirrorTables';
import { expect, test, waitForMirror } from './support';

interface Seen {
  longTasks: { start: number; duration: number }[];
  /** Rows this page (not a worker) wrote to IndexedDB, by object store. */
  writes: Record<string, number>;
}

test('the first sync runs in a worker: the page itself sends none of the mirror’s requests and writes none of its rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen: Seen = { longTasks: [], writes: {} };
    (window as unknown as { seen: Seen }).seen = seen;
    // Init scripts run in the page only, so these count the main thread's writes, not a worker's.
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args) {
        seen.writes[this.name] = (seen.writes[this.name] ?? 0) + 1;
        return original.apply(this, args);
      } as typeof original;
    }
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

  const { mirrorRequests, longTasks, dataStart, writes } = await page.evaluate(() => {
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
      writes: (window as unknown as { seen: Seen }).seen.writes,
    };
  });
  const longest = Math.max(0, ...longTasks.map((t) => t.duration));
  console.log(
    `first sync in a worker: ${syncMs} ms after the page was up; main-thread long tasks since the data layer started: ${longTasks.length}, longest ${Math.round(longest)} ms`,
  );
  expect(dataStart).toBeGreaterThan(0);
  expect(mirrorRequests).toEqual([]);
  const mainThreadRows = mirrorTables.filter((store) => writes[store]);
  expect(mainThreadRows, `rows written by the page: ${JSON.stringify(writes)}`).toEqual([]);
  // The count is live: a row the page writes itself is seen.
  const probed = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('write-probe');
        open.onupgradeneeded = () => open.result.createObjectStore('probe');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('probe', 'readwrite');
          tx.objectStore('probe').put('row', 1);
          tx.oncomplete = () =>
            resolve((window as unknown as { seen: Seen }).seen.writes.probe ?? 0);
        };
      }),
  );
  expect(probed).toBe(1);
});

test('the crosswalk arrives as one compressed file, and only later changes come from the API', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let encoding = '';
  page.context().on('response', (response) => {
    if (response.url().includes('/assets/reference-')) {
      encoding = response.headers()['content-encoding'] ?? '';
    }
  });
  await page.goto('/employment/job-translator');
  await waitForMirror(page);
  const worker = page.workers().find((w) => /sync\.worker/.test(w.url()));
  if (!worker) throw new Error('no sync worker');
  // The worker's own resource timeline: what it fetched, and how many bytes came over the wire.
  const fetched = () =>
    worker.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: decodeURIComponent(entry.name),
        wire: (entry as PerformanceResourceTiming).encodedBodySize,
        size: (entry as PerformanceResourceTiming).decodedBodySize,
      })),
    );
  const reference = /\/rest\/v1\/(military_careers|occupations)\?/;
  // Both tables are complete once the file is in; their delta pulls and key checks follow (again
  // if realtime connects during the first cycle: the catch-up cycle for changes in between).
  await expect
    .poll(
      async () =>
        (await fetched()).filter((e) => /occupations\?select=onet_soc/.test(e.name)).length,
    )
    .toBeGreaterThanOrEqual(1);
  const entries = await fetched();
  const files = entries.filter((entry) => entry.name.includes('/assets/reference-'));
  const api = entries.filter((entry) => reference.test(entry.name));
  console.log(
    `reference file: ${files[0]?.wire} bytes on the wire for ${files[0]?.size} of JSON (${encoding}); API requests for the two tables: ${api.length}`,
  );
  expect(files).toHaveLength(1);
  expect(files[0]?.wire).toBeLessThan(200_000);
  // Per table a delta pull (rows after the file) and a key check, and nothing else: no paged
  // download. A later sync cycle (realtime connecting, the translator asking for the crosswalk)
  // may pull the delta again; a paged request keeps its whole URL and fails the check.
  const kinds = api.map((e) =>
    e.name.replace(/^.*\/rest\/v1\/(\w+)\?select=(\*&or=|\w+).*$/, '$1 $2'),
  );
  expect(kinds.slice(0, 4)).toEqual([
    'military_careers *&or=',
    'military_careers id',
    'occupations *&or=',
    'occupations onet_soc',
  ]);
  expect(new Set(kinds)).toEqual(new Set(kinds.slice(0, 4)));

  await page.getByRole('searchbox', { name: 'Military job code or title' }).fill('15R');
  await expect(
    page.getByRole('article', { name: 'Army 15R: AH-64 Attack Helicopter Repairer' }),
  ).toBeVisible();
});
