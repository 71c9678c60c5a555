/**
 * Issue 39, item 4. On a kiosk nothing covers anything: the header's controls, the connection
 * status, the kiosk bar with "End session" and any notice fixed to the window keep apart at
 * 1024, 1280 and 1920 px with 100 % and 200 % text. The storage notice is the kiosk's, not the
 * visitor's: one line in the kiosk bar, never the cookie banner, before or after a reset.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, expectNoAxeViolations, useDisplayMode, type DisplayMode } from './support';

const KIOSK = {
  name: 'Front desk',
  idleMinutes: 15,
  textSize: 100,
  allowOpenHere: false,
  storageNoticeAcknowledged: true,
};

/** A kiosk as staff left it: no visitor has accepted anything. */
async function asKiosk(context: BrowserContext, textSize: number): Promise<void> {
  await context.addInitScript(
    ({ setting, size }) => {
      localStorage.setItem('vethub.kiosk', setting);
      if (!localStorage.getItem('vethub.textSize')) localStorage.setItem('vethub.textSize', size);
    },
    { setting: JSON.stringify({ ...KIOSK, textSize }), size: String(textSize) },
  );
}

const endSession = (page: Page) => page.getByRole('button', { name: 'End session' });
const cookieBanner = (page: Page) =>
  page.getByRole('complementary', { name: 'Your settings stay in this browser' });
const kioskNotice = (page: Page) =>
  page.getByRole('region', { name: 'Kiosk' }).getByRole('link', {
    name: 'How VetHub uses browser storage',
  });

/** The page has loaded what it loads when idle (the popups among it). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
  await page.waitForLoadState('networkidle');
}

interface Box {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes that must keep apart, as the visitor sees them. */
function measure(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && style.visibility !== 'hidden';
    };
    const box = (el: Element, label: string) => {
      const r = el.getBoundingClientRect();
      return { label, x: r.x, y: r.y, width: r.width, height: r.height, el };
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    const controls = [...header.querySelectorAll('a, button, input')]
      .filter(shown)
      .map((el) => box(el, `header ${name(el)}`));
    const bar = document.querySelector('[aria-label="Kiosk"]');
    const end = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'End session',
    );
    // Whatever else is pinned to the window: notices, popups, progress bars.
    const fixed = [...document.querySelectorAll('body *')]
      .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position))
      .filter((el) => el !== bar && !header.contains(el) && !el.contains(header) && shown(el))
      .map((el) => box(el, `fixed ${name(el)}`));
    const all = [
      ...controls,
      ...(bar && shown(bar) ? [box(bar, 'kiosk bar')] : []),
      ...(end && shown(end) ? [box(end, 'End session')] : []),
      ...fixed,
    ];
    const overlaps: string[] = [];
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        if (w > 0.5 && h > 0.5) overlaps.push(`${a.label} × ${b.label}`);
      }
    }
    const offscreen = controls
      .filter((c) => c.x < 0 || c.x + c.width > document.documentElement.clientWidth + 0.5)
      .map((c) => c.label);
    const navTops = new Set(
      [...document.querySelectorAll('nav[aria-label="Main"] li')]
        // A link the kiosk shows elsewhere (the language, in its bar) is no row.
        .filter(shown)
        .map((li) => Math.round(li.getBoundingClientRect().top)),
    );
    const boxes: Box[] = all.map(({ label, x, y, width, height }) => ({
      label,
      x,
      y,
      width,
      height,
    }));
    return { overlaps, offscreen, navRows: navTops.size, boxes, hasBar: Boolean(bar && end) };
  });
}

for (const textSize of [100, 200]) {
  test(`a kiosk at ${textSize} % text: header, connection status, kiosk bar and notices never overlap at 1024, 1280 and 1920 px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await asKiosk(context, textSize);
    const page = await context.newPage();
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(endSession(page)).toBeVisible();
      await expect(kioskNotice(page)).toBeVisible();
      await settled(page);
      const seen = await measure(page);
      const where = `${width} px, ${textSize} % text`;
      expect(seen.hasBar, `kiosk bar at ${where}`).toBe(true);
      expect(seen.overlaps, `overlapping boxes at ${where}`).toEqual([]);
      expect(seen.offscreen, `header controls outside the window at ${where}`).toEqual([]);
      if (textSize === 100 && width >= 1280) {
        expect(seen.navRows, `rows of main links at ${where}`).toBe(1);
      }
    }
    await context.close();
  });
}

test('the cookie banner never shows on a kiosk, not even after a session reset; the kiosk bar carries the notice', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asKiosk(context, 150);
  const page = await context.newPage();
  await page.goto('/services');
  await expect(endSession(page)).toBeVisible();
  await expect(kioskNotice(page)).toBeVisible();
  await settled(page);
  await expect(cookieBanner(page)).toHaveCount(0);

  await endSession(page).click();
  await expect(page).toHaveURL('/');
  await expect(endSession(page)).toBeVisible();
  await expect(kioskNotice(page)).toBeVisible();
  await settled(page);
  await expect(cookieBanner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('vethub.cookieConsent'))).toBeNull();

  await kioskNotice(page).click();
  await expect(page).toHaveURL('/cookies');
  await context.close();
});

for (const mode of ['default', 'high-contrast', 'text-200'] as DisplayMode[]) {
  test(`a kiosk's page with its bar is axe-clean in ${mode} mode`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useDisplayMode(context, mode);
    // useDisplayMode accepts the cookie notice for other modes: a kiosk visitor never does.
    await context.addInitScript(() => localStorage.removeItem('vethub.cookieConsent'));
    await asKiosk(context, mode === 'text-200' ? 200 : 100);
    const page = await context.newPage();
    await page.goto('/');
    await expect(kioskNotice(page)).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page, `kiosk / (${mode})`);
    await context.close();
  });
}
