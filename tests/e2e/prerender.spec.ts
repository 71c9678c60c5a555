import type { Page } from '@playwright/test';
import {
  appHasTakenOver,
  expect,
  test,
  expectNoAxeViolations,
  trackErrors,
  useDisplayMode,
} from './support';

/**
 * Opens `path` with the app's entry script held back until the returned `release` is called:
 * meanwhile the page is its prerendered HTML alone, as on a slow line.
 */
async function openWithAppHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return () => release();
}

/**
 * What is painted: the browser paints nothing before the stylesheet, but a script can read the
 * layout before it arrives (the unstyled h1 measured 74 px, the styled one 88).
 */
async function stylesheetsLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet !== null,
        ),
      ),
    )
    .toBe(true);
}

/** Public pages: h1, a line of the introduction and the title, all in the HTML the server sends. */
const pages = [
  {
    path: '/',
    heading: 'Your community hub for life after service',
    text: /You do not need an account to browse/,
    title: 'VetHub — community hub for veterans',
  },
  {
    path: '/services',
    heading: 'Services directory',
    text: /Organizations and businesses that serve veterans/,
    title: 'Services directory · VetHub',
  },
  {
    path: '/vetdeals',
    heading: 'VetDeals',
    text: /Discounts and offers from businesses/,
    title: 'VetDeals · VetHub',
  },
  {
    path: '/blog',
    heading: 'VetHub blog',
    text: /Guides, news and stories written by veterans/,
    title: 'Blog · VetHub',
  },
  {
    path: '/benefits/claim-calculator',
    heading: 'Disability claim calculator',
    text: /Enter your VA disability ratings and your dependents/,
    title: 'Disability claim calculator · VetHub',
  },
  {
    path: '/employment/job-translator',
    heading: 'Military-to-civilian job translator',
    text: /Enter your military job code or title/,
    title: 'Military-to-civilian job translator · VetHub',
  },
];

test('public pages show their heading, introduction and title without running any JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading, text, title } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole('main'), path).toContainText(text);
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
    // The header is there too: the page is usable as a page of links before the app starts.
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
  }
  await context.close();
});

test('the app takes over the prerendered page in place, without console errors', async ({
  page,
}) => {
  const errors = trackErrors(page);
  // The heading as the HTML parser made it, before any module script ran.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as { prerenderedHeading?: Element | null }).prerenderedHeading =
        document.querySelector('h1');
    });
  });
  for (const { path, heading } of pages) {
    errors.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    // The app has rendered once its effects ran: the text size is set on <html>.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.fontSize), path)
      .toBe('100%');
    const kept = await page.evaluate(() => {
      const before = (window as { prerenderedHeading?: Element | null }).prerenderedHeading;
      return Boolean(before?.isConnected) && before === document.querySelector('h1');
    });
    expect(kept, `${path}: the prerendered h1 is the one on screen (hydrated, not replaced)`).toBe(
      true,
    );
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
});

test('a visitor with 200 % text and high contrast sees that look from the first paint, and the app keeps it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('vethub.textSize', '200');
    window.localStorage.setItem('vethub.highContrast', 'true');
  });
  const errors = trackErrors(page);
  const release = await openWithAppHeld(page, '/services');
  const heading = page.getByRole('heading', { level: 1, name: 'Services directory' });
  await expect(heading).toBeVisible();
  await stylesheetsLoaded(page);
  const look = () =>
    page.evaluate(() => ({
      rootSize: getComputedStyle(document.documentElement).fontSize,
      scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
      headingHeight: Math.round(document.querySelector('h1')?.getBoundingClientRect().height ?? 0),
    }));
  const beforeApp = await look();
  expect(beforeApp.rootSize).toBe('32px');
  expect(beforeApp.scheme).toBe('dark');
  release();
  // The app renders the page in the same look once it runs.
  await appHasTakenOver(page);
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('200%');
  // The app's own settings agree (the footer's Support tab holds them).
  await page.getByRole('contentinfo').getByRole('tab', { name: 'Support' }).click();
  await expect(page.getByRole('switch', { name: 'High contrast' })).toBeChecked();
  expect(await look()).toEqual(beforeApp);
  expect(errors).toEqual([]);
});

// On a slow line the prerendered page is all a visitor has for seconds. It carries the build's
// theme: in high contrast its filled buttons were navy with white words (3.6:1) until the app ran.
test('before the app runs, the prerendered pages are axe-clean in high contrast', async ({
  context,
}) => {
  await useDisplayMode(context, 'high-contrast');
  for (const path of [...pages.map((p) => p.path), '/benefits/claim-tracker', '/contact']) {
    const page = await context.newPage();
    await openWithAppHeld(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await stylesheetsLoaded(page);
    expect(await page.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');
    await expectNoAxeViolations(page, `${path} before the app, high contrast`);
    await page.close();
  }
});

test('an address without a page of its own gets the empty app shell, which the app fills', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/services/999999-no-such-service')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/services/999999-no-such-service');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a search typed before the app runs opens the filtered list, by the page itself', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const release = await openWithAppHeld(page, '/vetdeals');
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  await search.fill('lawn');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Home & Garden');
  await search.press('Enter');
  // The browser's own submit: the same address the app would have opened.
  await expect(page).toHaveURL('/vetdeals?q=lawn&category=Home+%26+Garden');
  release();
  await expect(page.getByTestId('deal-card').first()).toContainText(/lawn/i);
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('lawn');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Home & Garden');
  expect(errors).toEqual([]);
});

test('a form sent before the app runs is sent once it does, with what was typed', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const release = await openWithAppHeld(page, '/contact');
  const form = page.getByRole('form', { name: 'Message to the VetHub team' });
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('correction');
  await form.getByRole('textbox', { name: 'Name' }).fill('Pat Early');
  await form.getByRole('textbox', { name: 'Email' }).fill('pat.early@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill(`Sent before the app ${Date.now()}`);
  await form.getByRole('button', { name: 'Send message' }).click();
  // Held for the app by index.html's inline script (its default, a reload of the page itself
  // where what was typed would be lost, prevented), not sent.
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as { vethubEarlyActions?: { kind: string }[] }).vethubEarlyActions,
      ),
    )
    .toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'submit' })]));
  expect(page.url()).toMatch(/\/contact$/);
  release();
  await expect(page).toHaveURL(/\/contact\/success\?entry=/);
  expect(errors).toEqual([]);
});

test('a tab chosen before the app runs opens once it does', async ({ page }) => {
  const release = await openWithAppHeld(page, '/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('tab', { name: 'Support' }).click();
  release();
  await expect(footer.getByRole('tab', { name: 'Support' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(footer.getByRole('switch', { name: 'High contrast' })).toBeVisible();
});

test('a visitor with their own text size keeps what they typed and chose before the app ran', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('vethub.textSize', '200'));
  const errors = trackErrors(page);
  const release = await openWithAppHeld(page, '/contact');
  const form = page.getByRole('form', { name: 'Message to the VetHub team' });
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('correction');
  await form.getByRole('textbox', { name: 'Name' }).fill('Pat Early');
  release();
  await appHasTakenOver(page);
  // Rendered afresh (not hydrated: the look differs from the build's), with the same answers.
  await expect(form.getByRole('combobox', { name: 'Topic' })).toHaveValue('correction');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Early');
  // The form's own state holds them: sending asks only for what is still missing.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert').first()).toContainText(
    'Please fill in the required fields: Email, Message',
  );
  expect(errors).toEqual([]);
});

test('a choice the page no longer shows when the app takes over is still handed to the form', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const release = await openWithAppHeld(page, '/contact');
  const topic = page
    .getByRole('form', { name: 'Message to the VetHub team' })
    .getByRole('combobox', { name: 'Topic' });
  await topic.selectOption('correction');
  // As when the choice is made while the app is already rendering the page: its render puts the
  // field back to the build's value, so only what was seen typed can bring it back.
  await topic.evaluate((select: HTMLSelectElement) => (select.selectedIndex = 0));
  release();
  await appHasTakenOver(page);
  await expect(topic).toHaveValue('correction');
  expect(errors).toEqual([]);
});

test('at 200 % text, typing goes on in the same field when the app renders the page afresh', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('vethub.textSize', '200'));
  const release = await openWithAppHeld(page, '/employment/job-translator');
  const box = page.getByRole('searchbox', { name: 'Military job code or title' });
  await box.pressSequentially('15');
  release();
  await appHasTakenOver(page);
  // The keyboard, not the field: the rest goes wherever the focus is now.
  await page.keyboard.type('R');
  await expect(box).toHaveValue('15R');
});

test('a box ticked and a choice made before the app runs count once it does (hydrated in place)', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const release = await openWithAppHeld(page, '/benefits/entitlements');
  const checker = page.getByRole('region', { name: 'Eligibility checker' });
  await checker.getByLabel('Combined VA service-connected rating').selectOption({ label: '50%' });
  await checker.getByLabel('I am a military retiree').check();
  release();
  await appHasTakenOver(page);
  await expect(checker.getByLabel('I am a military retiree')).toBeChecked();
  await expect(
    checker.getByRole('article', {
      name: 'Concurrent Retirement and Disability Pay (CRDP, DoD/DFAS)',
    }),
  ).toContainText('You are a military retiree.');
  expect(errors).toEqual([]);
});

test('a first visit asks for the app only once the page has painted, and the app takes it over', async ({
  page,
}) => {
  await page.goto('/services');
  await appHasTakenOver(page);
  const { paint, entry } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: performance
      .getEntriesByType('resource')
      .find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime,
  }));
  expect(paint).toBeDefined();
  expect(entry).toBeGreaterThanOrEqual(paint ?? Infinity);
  // The page's own modules are asked for with the entry, not one import at a time after it runs.
  const modules = await page
    .locator('meta[name="vethub-modules"]')
    .getAttribute('content')
    .then((content) => (content ?? '').split(' ').filter(Boolean));
  expect(modules.some((href) => /\/ServicesPage-[\w-]+\.js$/.test(href))).toBe(true);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (l) => new URL(l.href).pathname,
    ),
  );
  expect(preloaded).toEqual(expect.arrayContaining(modules));
});

test('two taps on one button before the app runs count as two once it does', async ({ page }) => {
  const release = await openWithAppHeld(page, '/your-page');
  const larger = page.getByRole('main').getByRole('button', { name: 'Make text larger' });
  await larger.click();
  await larger.click();
  release();
  await appHasTakenOver(page);
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 120%/);
  await expect(page.getByRole('main').getByText('120%', { exact: true })).toBeVisible();
});
