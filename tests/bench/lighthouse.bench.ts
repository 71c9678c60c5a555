/**
 * `npm run bench` (page audits): prints figures, asserts nothing. Lighthouse 12.8.2 (mobile,
 * simulated throttling, cold cache: storage is cleared before each page) against the production
 * build served like `npm start` serves it, and a seeded local stack in memory. Per page:
 * performance score, LCP, TBT, CLS and the bytes the visit moved. Each page is audited three
 * times and the median run (by score) is printed with the range of scores: on a 2-core machine
 * one audit's TBT swings by 2× with whatever else the machine is doing.
 * BENCH_APP_PORT sets the app server's port (default 4198) for running beside other checkouts.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../../supabase/local/stack';
import { buildAndServe } from './childProcesses';

const PAGES = [
  '/',
  '/services',
  '/vetdeals',
  '/blog',
  '/benefits/claim-calculator',
  '/employment/job-translator',
];
const METRICS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const APP_PORT = Number(process.env.BENCH_APP_PORT || 4198);
const appUrl = `http://localhost:${APP_PORT}`;
const outDir = path.resolve('node_modules/.cache/vethub-lighthouse-dist');

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Of `bytes`, the crosswalk file, fetched after the core lists when the visit lasts long enough. */
  referenceBytes: number;
}

async function audit(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The five weighted metrics give the same score as the full category; leaving out the
    // other audits spares their gatherers (response bodies, source maps), which time out on a
    // loaded machine.
    onlyAudits: [...METRICS, 'total-byte-weight', 'network-requests'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details ?? { items: [] }) as {
    items?: { url?: string; transferSize?: number }[];
  };
  const referenceBytes = (requests.items ?? [])
    .filter((r) => /\/assets\/reference-[^/]*\.json/.test(r.url ?? ''))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    referenceBytes,
  };
}

const RUNS = 3;
const row = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(i ? 12 : 28)).join('')}`;

console.log('\nLighthouse 12.8.2, mobile, cold cache');
console.log(`  (load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores)`);
const stack = await startStack({ workdir: 'supabase', port: 0 });
const children: ChildProcess[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  children.push(await buildAndServe(outDir, APP_PORT, stack.url));
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const port = chrome.port;
  // bytes: everything the visit moved; before ref.: without the crosswalk file (the issue's
  // first-visit budget), which a visit fetches once the core lists are in.
  console.log(row(['page', 'perf', 'LCP', 'TBT', 'CLS', 'bytes', 'before ref.', 'perf of 3']));
  for (const page of PAGES) {
    const runs: Figures[] = [];
    let failure: Error | undefined;
    for (let i = 0; i < RUNS; i++) {
      // One retry: on a loaded machine a DevTools call can time out once.
      const attempt = () => audit(port, `${appUrl}${page}`);
      const f = await attempt()
        .catch(attempt)
        .catch((error: Error) => error);
      if (f instanceof Error) failure = f;
      else runs.push(f);
    }
    if (!runs.length) {
      console.log(row([page, `failed: ${failure?.message}`]));
      continue;
    }
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const f = sorted[Math.floor((sorted.length - 1) / 2)] as Figures;
    console.log(
      row([
        page,
        String(f.score),
        `${(f.lcp / 1000).toFixed(1)} s`,
        `${f.tbt.toFixed(0)} ms`,
        f.cls.toFixed(3),
        `${(f.bytes / 1024).toFixed(0)} KB`,
        `${((f.bytes - f.referenceBytes) / 1024).toFixed(0)} KB`,
        sorted.map((r) => r.score).join(' '),
      ]),
    );
  }
} finally {
  await chrome?.kill();
  for (const child of children) child.kill('SIGTERM');
  await stack.close();
}
process.exit(0);
