/**
 * `npm run bench` (main thread on a slow phone, issue 40): prints figures, asserts nothing. The
 * production build against a seeded stack, each landing page opened cold in headless Chromium
 * with the CPU slowed 6× by DevTools (a machine fast enough to hide main-thread work cannot hide
 * it there): the total blocking time from first paint until the network is quiet, and for the
 * worst page each task over 50 ms with the scripts and functions that took its time (V8's
 * sampling profiler in the trace). Then, at 4×, the INP of a filter tap right after load.
 * BENCH_APP_PORT sets the app server's port (default 4199).
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startStack } from '../../supabase/local/stack';
import { buildAndServe, CHROMIUM_FLAGS } from './childProcesses';
import { longTasksOf, type LongTask, type TraceEvent } from './traceLongTasks';

const PAGES = [
  '/',
  '/services',
  '/vetdeals',
  '/blog',
  '/benefits/claim-calculator',
  '/employment/job-translator',
];
const SLOWDOWN = 6;
const TAP_SLOWDOWN = 4;
const APP_PORT = Number(process.env.BENCH_APP_PORT || 4199);
const appUrl = `http://localhost:${APP_PORT}`;
const outDir = path.resolve('node_modules/.cache/vethub-mainthread-dist');
const flags = CHROMIUM_FLAGS;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

interface PageFigures {
  page: string;
  tbt: number;
  tasks: LongTask[];
}

async function mainThreadOf(browser: Browser, url: string): Promise<PageFigures> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(`${appUrl}${url}`, { waitUntil: 'networkidle' });
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const tasks = longTasksOf(traceEvents);
  const tbt = tasks
    .filter((task) => task.afterPaint)
    .reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
  return { page: url, tbt, tasks };
}

/**
 * The longest event a tap on "Show listings" caused, as the Event Timing API measured it, and
 * the long tasks from the tap until the filtered list is shown.
 */
async function filterTap(browser: Browser): Promise<{ inp: number; tasks: LongTask[] }> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.localStorage.setItem('vethub.cookieConsent', '1');
    const durations: number[] = [];
    (window as unknown as { tapDurations: number[] }).tapDurations = durations;
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId?: number;
      })[]) {
        if (entry.interactionId) durations.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_SLOWDOWN });
  await page.goto(`${appUrl}/services`, { waitUntil: 'load' });
  const form = page.getByRole('form', { name: 'Filter services' });
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Alaska' });
  // Found before the trace starts, and tapped by position: Playwright's own script, which
  // resolves a locator in the page, would be in the trace.
  const button = form.getByRole('button', { name: 'Show listings' });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('no Show listings button on /services');
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL(/state=AK/);
  // The Event Timing entry is written after the next paint.
  await page.waitForFunction(
    () => (window as unknown as { tapDurations: number[] }).tapDurations.length > 0,
  );
  const durations = await page.evaluate(
    () => (window as unknown as { tapDurations: number[] }).tapDurations,
  );
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return { inp: Math.max(...durations), tasks: longTasksOf(traceEvents) };
}

function printTasks(tasks: LongTask[]) {
  for (const task of tasks) {
    const when = task.afterPaint ? 'after first paint' : 'before first paint';
    console.log(`    ${ms(task.ms).padStart(7)} at ${ms(task.at)} (${when})`);
    console.log(`      by script: ${task.scripts.map((c) => `${c.what} ${ms(c.ms)}`).join(', ')}`);
    if (task.kinds.length) {
      console.log(`      renderer: ${task.kinds.map((c) => `${c.what} ${ms(c.ms)}`).join(', ')}`);
    }
    for (const cost of task.top) {
      console.log(`      ${ms(cost.ms).padStart(6)}  ${cost.what}`);
    }
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

console.log(`\nMain thread in headless Chromium, CPU slowed ${SLOWDOWN}× (DevTools throttling)`);
console.log(`  (load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores)`);
const stack = await startStack({ workdir: 'supabase', port: 0 });
const children: ChildProcess[] = [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
try {
  children.push(await buildAndServe(outDir, APP_PORT, stack.url));
  const figures: PageFigures[] = [];
  for (const url of PAGES) {
    const f = await mainThreadOf(browser, url);
    figures.push(f);
    const longest = Math.max(0, ...f.tasks.map((t) => t.ms));
    console.log(
      `  ${url.padEnd(28)}TBT ${ms(f.tbt).padStart(8)}  ${f.tasks.length} long tasks, longest ${ms(longest)}`,
    );
  }
  const worst = figures.reduce((a, b) => (b.tbt > a.tbt ? b : a));
  console.log(`\n  Long tasks of ${worst.page} (its worst), with what took their time:`);
  printTasks(worst.tasks);
  const tap = await filterTap(browser);
  console.log(
    `\n  A filter tap right after load (/services, CPU ${TAP_SLOWDOWN}×): INP ${ms(tap.inp)}`,
  );
  console.log('  Long tasks from the tap until the filtered list shows:');
  printTasks(tap.tasks);
} finally {
  await browser.close();
  for (const child of children) child.kill('SIGTERM');
  await stack.close();
}
process.exit(0);
