/**
 * The soak's storage check: a device with messages queued offline runs out of storage as the
 * next one is written. Chromium's quota for the origin is overridden over DevTools, so whether
 * IndexedDB really refuses the write is observed and said, never assumed.
 */
import type { Browser, Page } from '@playwright/test';
import {
  contactForm,
  contactOutbox,
  fillAndSend,
  openContact,
  pollUntil,
  sendMessage,
  waitForServiceWorker,
} from './soakPage';

const QUEUED = 3;
const DRAIN_DEADLINE_MS = 60_000;
const PROBE_DEADLINE_MS = 90_000;

export interface QuotaResult {
  report: string[];
  /** Every entry queued before the write that met the full device was kept and later sent. */
  kept: boolean;
}

/** One small write to a database of the bench's own on the app's origin: 'ok' or the error. */
function probeWrite(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('soak-quota-probe');
        open.onupgradeneeded = () => open.result.createObjectStore('probe');
        open.onerror = () => resolve(open.error?.name ?? 'open failed');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('probe', 'readwrite');
          tx.objectStore('probe').put(Date.now(), 'at');
          tx.oncomplete = () => {
            db.close();
            resolve('ok');
          };
          tx.onabort = () => {
            db.close();
            resolve(tx.error?.name ?? 'aborted');
          };
        };
      }),
  );
}

/**
 * Seconds until the probe's write answers `wanted`, or null after PROBE_DEADLINE_MS. Chromium
 * checks an origin's quota again only now and then: on this machine writes went on succeeding
 * for 30 s after the override (navigator.storage.estimate() never shows it), then all failed.
 */
async function probeUntil(page: Page, wanted: string): Promise<number | null> {
  const started = performance.now();
  const answer = await pollUntil(
    () => probeWrite(page),
    (a) => a === wanted,
    PROBE_DEADLINE_MS,
    1_000,
  );
  return answer === wanted ? Math.round((performance.now() - started) / 1000) : null;
}

/** The form's own notice when the write is refused, or null when the page moved on to success. */
async function outcomeOfSend(page: Page): Promise<string[] | null> {
  const notice = contactForm(page).getByRole('alert', { name: 'Not sent yet' });
  // Its title and its sentence, as a person reads them.
  const shown = notice.waitFor().then(async () => (await notice.innerText()).split(/\s*\n\s*/));
  const moved = page.waitForURL(/\/contact\/success\?entry=/).then(() => null);
  // The loser times out later; that is expected, not an error.
  shown.catch(() => undefined);
  moved.catch(() => undefined);
  return Promise.race([shown, moved]);
}

async function waitUntilSent(page: Page): Promise<number> {
  const outbox = await pollUntil(
    () => contactOutbox(page),
    (o) => o.unsent === 0,
    DRAIN_DEADLINE_MS,
  );
  return outbox.unsent;
}

export async function quotaCheck(
  browser: Browser,
  appUrl: string,
  marker: string,
  stored: (marker: string) => Promise<string[]>,
): Promise<QuotaResult> {
  const report: string[] = [`storage full mid-write (${QUEUED} messages queued offline first):`];
  const context = await browser.newContext();
  try {
    await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
    const page = await context.newPage();
    await openContact(page, appUrl);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (let n = 1; n <= QUEUED; n += 1) await sendMessage(page, appUrl, `Quota ${marker} #${n}`);
    const before = (await contactOutbox(page)).unsent;

    if ((await probeWrite(page)) !== 'ok') throw new Error('the probe cannot write at all');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: appUrl, quotaSize: 1 });
    const refusedAfter = await probeUntil(page, 'QuotaExceededError');
    report.push(
      refusedAfter === null
        ? `  quota overridden to 1 byte, but IndexedDB still accepted writes ${PROBE_DEADLINE_MS / 1000} s later: the form is tried anyway`
        : `  quota overridden to 1 byte: IndexedDB refused writes ${refusedAfter} s later`,
    );
    await openContact(page, appUrl);
    await fillAndSend(page, `Quota ${marker} #${QUEUED + 1}`);
    const notice = await outcomeOfSend(page);
    const after = (await contactOutbox(page)).unsent;
    report.push(
      notice === null
        ? "  Chromium's quota override did NOT make the IndexedDB write fail: the message was queued and the success page shown, so the full-device path was not exercised"
        : `  the form says: ${notice.map((words) => `"${words}"`).join(', ')}`,
    );
    report.push(`  queued entries in the outbox: ${before} before, ${after} after`);

    await cdp.send('Storage.overrideQuotaForOrigin', { origin: appUrl });
    // Online before writes work again, the outbox would send rows it cannot mark as sent.
    const writableAfter = await probeUntil(page, 'ok');
    report.push(`  quota back to normal: writes accepted ${writableAfter ?? 'not even'} s later`);
    await context.setOffline(false);
    const left = await waitUntilSent(page);
    const expected = before + (notice === null ? 1 : 0);
    const rows = (await stored(marker)).length;
    const kept = after >= before && left === 0 && rows === expected;
    report.push(
      `  storage back, line back: ${rows} of ${expected} rows arrived, ${left} still unsent: ${kept ? 'HELD' : 'DID NOT HOLD'}`,
    );
    return { report, kept };
  } finally {
    await context.close();
  }
}
