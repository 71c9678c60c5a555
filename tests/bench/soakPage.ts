/**
 * The soak's browser side: the line every context shares, a person sending the contact form, the
 * outbox as the page keeps it, and a tab crashed on purpose.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { outboxEntries } from '../e2e/outboxSupport';

const SUCCESS = /\/contact\/success\?entry=/;

/** One network line for every context: it drops and comes back together for all of them. */
export class Line {
  offline = false;
  flips = 0;
  private waiters: { offline: boolean; resolve: () => void }[] = [];

  constructor(private readonly contexts: BrowserContext[]) {}

  async set(offline: boolean): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.setOffline(offline)));
    if (offline !== this.offline) this.flips += 1;
    this.offline = offline;
    const due = this.waiters.filter((w) => w.offline === offline);
    this.waiters = this.waiters.filter((w) => w.offline !== offline);
    for (const waiter of due) waiter.resolve();
  }

  /** The next time the line goes to `offline` (not the state it is in now). */
  next(offline: boolean): Promise<void> {
    return new Promise((resolve) => this.waiters.push({ offline, resolve }));
  }

  whenOnline(): Promise<void> {
    return this.offline ? this.next(false) : Promise.resolve();
  }
}

export const contactForm = (page: Page) =>
  page.getByRole('form', { name: 'Message to the VetHub team' });

/**
 * Opens /contact: from a success page by its "Send another message" link, as a person sends the
 * next one (a client-side move, so it works offline too); otherwise by its address, waiting for a
 * working line when the page cannot load without one.
 */
export async function openContact(page: Page, appUrl: string, line?: Line): Promise<void> {
  if (SUCCESS.test(page.url())) {
    await page.getByRole('link', { name: 'Send another message' }).click();
  } else {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.goto(`${appUrl}/contact`);
        break;
      } catch (error) {
        if (!line || attempt === 3) throw error;
        await line.whenOnline();
      }
    }
    // The prerendered form does nothing until the app has taken over the page.
    await page.locator('html[data-app]').waitFor({ state: 'attached' });
  }
  await contactForm(page).waitFor();
}

export async function fillAndSend(page: Page, message: string): Promise<void> {
  const form = contactForm(page);
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('question');
  await form.getByRole('textbox', { name: 'Name' }).fill('Soak Tester');
  await form.getByRole('textbox', { name: 'Email' }).fill('soak@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
}

export async function sendMessage(page: Page, appUrl: string, message: string, line?: Line) {
  await openContact(page, appUrl, line);
  await fillAndSend(page, message);
  await page.waitForURL(SUCCESS);
}

/**
 * The page is offline-capable only once the service worker controls it: before that, a reload
 * with the line down is the browser's error page.
 */
export async function waitForServiceWorker(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    return true;
  } catch {
    return false;
  }
}

export interface ContactOutbox {
  unsent: number;
  sending: number;
  failed: number;
}

export async function contactOutbox(page: Page): Promise<ContactOutbox> {
  const entries = (await outboxEntries(page)).filter((e) => e.table === 'contact_messages');
  const count = (...states: string[]) => entries.filter((e) => states.includes(e.state)).length;
  return { unsent: count('queued', 'sending'), sending: count('sending'), failed: count('failed') };
}

/** Takes the page's renderer down as a crash would, then closes what is left of the tab. */
export async function crashPage(context: BrowserContext, page: Page): Promise<void> {
  const crashed = page.waitForEvent('crash', { timeout: 15_000 });
  const cdp = await context.newCDPSession(page);
  // The renderer dies before it can answer, so the call may never settle.
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await page.close().catch(() => undefined);
}

/**
 * Reads a state the app exposes (its outbox, a probe's answer) until `done` holds or `deadlineMs`
 * passes, and answers the last reading: the soak waits on state, never on a set time.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  deadlineMs: number,
  everyMs = 500,
): Promise<T> {
  const deadline = performance.now() + deadlineMs;
  let value = await read();
  while (!done(value) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return value;
}
