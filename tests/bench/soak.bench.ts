/**
 * `npm run bench` (offline soak, issue 37): prints whether each promise held, and exits 1 when
 * the rows are wrong or the storage check lost a queued entry. The production build against a
 * local stack run as its own process; three browser contexts send 500 contact messages through
 * the form while the line drops and comes back every 2 s; one tab is crashed just after the line
 * comes back, while its outbox replays; the stack is killed with SIGKILL halfway and restarted on
 * the same data. Then every outbox drains and the rows are counted: one per message, no more.
 * Last, a device out of storage mid-write: what it says, and whether its queue is kept.
 * BENCH_APP_PORT sets the app server's port (default 4197); the stack listens on 54399.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { buildAndServe, CHROMIUM_FLAGS } from './childProcesses';
import { quotaCheck } from './soakQuota';
import {
  contactOutbox,
  crashPage,
  Line,
  openContact,
  pollUntil,
  sendMessage,
  waitForServiceWorker,
} from './soakPage';
import { killHard, startStackProcess } from './stackProcess';

const TOTAL = 500;
const TABS = 3;
const CRASH_AFTER = 150;
const KILL_AFTER = 250;
const FLAP_MS = 2_000;
const DRAIN_DEADLINE_MS = 5 * 60_000;
const STACK_PORT = 54399;
const stackUrl = `http://127.0.0.1:${STACK_PORT}`;
const APP_PORT = Number(process.env.BENCH_APP_PORT || 4197);
const appUrl = `http://localhost:${APP_PORT}`;
const outDir = path.resolve('node_modules/.cache/vethub-soak-dist');
const flags = CHROMIUM_FLAGS;

const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const runId = `soak-${Date.now().toString(36)}`;

interface Tab {
  context: BrowserContext;
  page: Page;
  sent: number;
}

const soak = {
  next: 1,
  done: 0,
  whileOffline: 0,
  errors: [] as string[],
  crash: 'not done',
  restart: 'not done',
  restarting: Promise.resolve(),
};

let stack: ChildProcess | undefined;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vethub-soak-'));
const dataDir = path.join(tmp, 'db');

async function openTab(browser: Browser): Promise<Tab> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
  const page = await context.newPage();
  await openContact(page, appUrl);
  if (!(await waitForServiceWorker(page))) {
    console.log('  a tab has no service worker after 60 s: its offline reloads will fail');
  }
  return { context, page, sent: 0 };
}

/** Flips the line every FLAP_MS until the returned stop, which leaves it online. */
function flap(line: Line): () => Promise<void> {
  let flipping = Promise.resolve();
  const timer = setInterval(() => {
    flipping = flipping
      .then(() => line.set(!line.offline))
      .catch((error: unknown) => console.log(`  the line did not flip: ${String(error)}`));
  }, FLAP_MS);
  return async () => {
    clearInterval(timer);
    await flipping;
    await line.set(false);
  };
}

async function killAndRestart(): Promise<void> {
  if (!stack) return;
  const killed = `SIGKILL at ${clock()} after ${soak.done} sends`;
  await killHard(stack);
  const down = performance.now();
  stack = await startStackProcess(dataDir, STACK_PORT);
  soak.restart = `${killed}, serving again ${((performance.now() - down) / 1000).toFixed(1)} s later`;
  console.log(`  stack: ${soak.restart}`);
}

/** Right after the line comes back, while the tab's outbox replays what it queued offline. */
async function crashMidReplay(tab: Tab, line: Line): Promise<boolean> {
  await line.next(false);
  const outbox = await contactOutbox(tab.page);
  if (outbox.unsent === 0) return false;
  const at = clock();
  await crashPage(tab.context, tab.page);
  tab.page = await tab.context.newPage();
  await openContact(tab.page, appUrl, line);
  soak.crash = `at ${at}, its outbox holding ${outbox.unsent} unsent (${outbox.sending} in flight); a new tab opened ${clock()}`;
  console.log(`  tab crashed ${soak.crash}`);
  return true;
}

/** Sends message `n` through the form; true when it was queued with the line down throughout. */
async function submit(tab: Tab, line: Line, n: number): Promise<boolean> {
  const offline = line.offline;
  try {
    await sendMessage(tab.page, appUrl, `Soak ${runId} #${n}`, line);
  } catch (error) {
    // Whether this one was queued is unknown: the count below tells, and this says why.
    soak.errors.push(`#${n}: ${String(error).split('\n')[0]}`);
    // The first one in full, with what the page showed: why the form could not be used.
    if (soak.errors.length === 1) {
      console.log(`  send error at ${clock()} in ${tab.page.url()}:\n${String(error)}`);
      // A page whose renderer is stuck answers neither: say which, never wait on it for long.
      const answer = await Promise.race([
        tab.page.evaluate(() => `answers (${document.visibilityState})`),
        new Promise<string>((resolve) => setTimeout(() => resolve('did not answer in 5 s'), 5_000)),
      ]).catch((problem: unknown) => `failed: ${String(problem)}`);
      console.log(`  the page's main thread ${answer}`);
      const shot = path.join(os.tmpdir(), `${runId}-error.png`);
      await tab.page.screenshot({ path: shot, timeout: 5_000 }).catch(() => undefined);
    }
    return false;
  }
  tab.sent += 1;
  soak.done += 1;
  if (offline) soak.whileOffline += 1;
  if (soak.done % 50 === 0) {
    console.log(`  ${soak.done}/${TOTAL} sent (${soak.whileOffline} offline) at ${clock()}`);
  }
  if (soak.done === KILL_AFTER) {
    soak.restarting = killAndRestart();
    // Awaited once the forms are done; until then a failed restart must not end the process.
    soak.restarting.catch(() => undefined);
  }
  return offline && line.offline;
}

async function sendShare(tab: Tab, line: Line, crashes: boolean): Promise<void> {
  let crashed = !crashes;
  for (let n = soak.next++; n <= TOTAL; n = soak.next++) {
    const queuedOffline = await submit(tab, line, n);
    // With what this tab queued offline still waiting, the next flip starts a replay.
    if (!crashed && queuedOffline && soak.done >= CRASH_AFTER) {
      crashed = await crashMidReplay(tab, line);
    }
  }
}

/** Every tab's outbox, until none holds an unsent message or the deadline passes. */
async function drain(tabs: Tab[]): Promise<boolean> {
  let polls = 0;
  const outboxes = await pollUntil(
    async () => {
      const read = await Promise.all(tabs.map((tab) => contactOutbox(tab.page)));
      if (polls++ % 10 === 0) report(read);
      return read;
    },
    (read) => read.every((o) => o.unsent === 0),
    DRAIN_DEADLINE_MS,
    1_000,
  );
  report(outboxes);
  return outboxes.every((o) => o.unsent === 0);
}

function report(outboxes: { unsent: number; failed: number }[]) {
  const failed = outboxes.reduce((sum, o) => sum + o.failed, 0);
  console.log(
    `  outboxes at ${clock()}: unsent ${outboxes.map((o) => o.unsent).join(' / ')}; failed ${failed}`,
  );
}

async function storedMessages(marker: string): Promise<string[]> {
  const query = `select=message&message=like.*${marker}*&limit=100000`;
  const response = await fetch(`${stackUrl}/rest/v1/contact_messages?${query}`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`reading the rows: ${response.status}`);
  return ((await response.json()) as { message: string }[]).map((row) => row.message);
}

/** Prints the count and says whether it held: exactly one row per message sent. */
async function countRows(): Promise<boolean> {
  const perNumber = new Map<number, number>();
  const rows = await storedMessages(runId);
  for (const message of rows) {
    const n = Number(/#(\d+)$/.exec(message)?.[1]);
    perNumber.set(n, (perNumber.get(n) ?? 0) + 1);
  }
  const twice = [...perNumber].filter(([, count]) => count > 1).map(([n]) => n);
  const lost = Array.from({ length: TOTAL }, (_, i) => i + 1).filter((n) => !perNumber.has(n));
  const held = rows.length === TOTAL && twice.length === 0 && lost.length === 0;
  console.log(
    `  rows expected ${TOTAL}, found ${rows.length}, distinct ${perNumber.size}, duplicates ${twice.length}, lost ${lost.length}: ${held ? 'HELD' : 'DID NOT HOLD'}`,
  );
  if (twice.length > 0) console.log(`    more than once: #${twice.join(', #')}`);
  if (lost.length > 0) console.log(`    missing: #${lost.join(', #')}`);
  return held;
}

console.log(`\nOffline soak (run ${runId}): ${TOTAL} contact messages from ${TABS} contexts`);
const children: ChildProcess[] = [];
let browser: Browser | undefined;
let exitCode = 0;
try {
  stack = await startStackProcess(dataDir, STACK_PORT);
  console.log(`  stack up at ${clock()}`);
  children.push(await buildAndServe(outDir, APP_PORT, stackUrl));
  console.log(`  app built and served at ${clock()}`);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
  const tabs: Tab[] = [];
  for (let i = 0; i < TABS; i += 1) tabs.push(await openTab(browser));

  const line = new Line(tabs.map((tab) => tab.context));
  const soakStarted = performance.now();
  const stopFlapping = flap(line);
  await Promise.all(tabs.map((tab, i) => sendShare(tab, line, i === 0)));
  await stopFlapping();
  await soak.restarting;
  const sendingMs = performance.now() - soakStarted;
  console.log(
    `  forms done at ${clock()}: ${soak.done} sent (${tabs.map((t) => t.sent).join(' / ')} per context), ${soak.whileOffline} while offline, ${line.flips} flips of the line, ${soak.errors.length} send errors`,
  );
  for (const error of soak.errors) console.log(`    send error ${error}`);
  const drained = await drain(tabs);
  if (!drained) console.log('  the outboxes did not drain within 5 minutes');
  const held = await countRows();
  console.log(
    `  time: ${(sendingMs / 1000).toFixed(1)} s sending, ${clock()} in all; tab crash ${soak.crash}; stack ${soak.restart}`,
  );
  if (!held) exitCode = 1;
  for (const tab of tabs) await tab.context.close();

  const quota = await quotaCheck(browser, appUrl, `quota-${runId}`, (marker) =>
    storedMessages(marker),
  );
  for (const lineOut of quota.report) console.log(`  ${lineOut}`);
  if (!quota.kept) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  for (const child of children) child.kill('SIGTERM');
  if (stack) await killHard(stack);
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
