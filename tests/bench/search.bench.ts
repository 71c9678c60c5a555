/**
 * `npm run bench` (search part): prints figures, asserts nothing. The site index (MiniSearch,
 * the same code the search worker runs) over 30k synthetic records in headless Chromium:
 * index build time, the saved index's size and restore time, and p50/p95 of one search per keystroke while queries are typed.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright';

const TOTAL = 30_000;

const bundle = await build({
  entryPoints: [new URL('./searchBenchPage.ts', import.meta.url).pathname],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'searchBench',
  target: 'es2022',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  const result = await page.evaluate(
    (total) =>
      (
        window as unknown as {
          searchBench: { runSearchBench: (n: number) => Record<string, number> };
        }
      ).searchBench.runSearchBench(total),
    TOTAL,
  );
  const ms = (v: number | undefined) => `${(v ?? NaN).toFixed(2)} ms`;
  console.log(`search (headless Chromium, ${TOTAL.toLocaleString('en-US')} records):`);
  console.log(`  index build: ${ms(result.buildMs)}`);
  console.log(
    `  saved index (a later visit): serialise ${ms(result.saveMs)}, ${(result.snapshotMb ?? NaN).toFixed(1)} MB of text, restore ${ms(result.restoreMs)}`,
  );
  console.log(
    `  per keystroke (${result.keystrokes} searches): p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, max ${ms(result.max)}`,
  );
} finally {
  await browser.close();
}
