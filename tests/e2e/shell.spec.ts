import { expect, test, signInAs } from './support';

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('header navigation works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  const target = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Benefits' });
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/benefits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benefits');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the mobile menu opens, navigates and closes by keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Housing' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/housing');
  await expect(menu).toBeHidden();
  await context.close();
});

test('the legend lists the sections and scrolls to one by keyboard, 120 px from the top', async ({
  page,
}) => {
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const legend = page.getByRole('navigation', { name: 'Page sections' });
  const buttons = legend.getByRole('list').getByRole('button');
  const h2s = page.locator('#main-content h2');
  await expect(buttons).toHaveCount(await h2s.count());
  // The second section: far enough from the end of the page to be scrolled exactly.
  const second = buttons.nth(1);
  const label = (await second.textContent()) ?? '';
  await second.focus();
  await page.keyboard.press('Enter');
  const heading = page.locator('#main-content h2', { hasText: label }).first();
  await expect(heading).toBeFocused();
  await expect
    .poll(async () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(120);
});

test('the legend toggle hides and shows the section bar', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Hide sections' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'On this page' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide sections' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('text size and contrast persist across reloads', async ({ page }) => {
  await page.goto('/your-page');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Make text larger' }).click();
  await main.getByRole('button', { name: 'Make text larger' }).click();
  await main.getByRole('switch', { name: 'High contrast' }).check();
  // Taps before the app runs are held and applied once it does: reload after they show.
  await expect(main.getByText('120%', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 120%/);
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await expect(main.getByText('120%', { exact: true })).toBeVisible();
});

test('the Veterans Crisis Line is one tap away on every kind of page', async ({ page }) => {
  for (const path of ['/', '/auth', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('a[href="tel:988"]').first()).toBeVisible();
  }
});

test('the cookie notice stays until accepted', async ({ page }) => {
  await page.goto('/');
  const accept = page.getByRole('button', { name: 'OK, got it' });
  await expect(accept).toBeVisible();
  await accept.click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(accept).toHaveCount(0);
});

test('aliases redirect to their canonical page', async ({ page }) => {
  await page.goto('/claim-calculator');
  await expect(page).toHaveURL('/benefits/claim-calculator');
  await page.goto('/post-deal');
  await expect(page).toHaveURL('/vetdeals/post');
  await page.goto('/register');
  await expect(page).toHaveURL('/auth/register');
});

test('signed in, the header keeps to one row at 1024 and 1280 px', async ({ page }) => {
  await signInAs(page, 'both@vethub.test');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByText('Partner', { exact: true })).toBeVisible();
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const header = page.getByRole('banner');
    const items = [
      header.getByRole('link', { name: 'VetHub home' }),
      header.getByRole('link', { name: /^Saved/ }),
      header.getByRole('link', { name: 'Donate' }),
      header.getByText('Veteran', { exact: true }),
      header.getByText('Partner', { exact: true }),
      header.getByRole('link', { name: 'Dashboard' }),
      header.getByRole('link', { name: 'Create New' }),
      header.getByRole('button', { name: 'Sign Out' }),
      header.getByRole('link', { name: /^Connection:/ }),
    ];
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    for (const item of items) {
      await expect(item).toBeVisible();
      const box = await item.boundingBox();
      if (!box) throw new Error('a header item has no box');
      boxes.push(box);
    }
    // One row, left to right, nothing overlapping and nothing past the window's edge.
    boxes.forEach((box, i) => {
      const prev = boxes[i - 1];
      if (!prev) return;
      expect(
        box.x,
        `item ${i} at ${width} px starts after item ${i - 1} ends`,
      ).toBeGreaterThanOrEqual(prev.x + prev.width);
      expect(Math.abs(box.y + box.height / 2 - (prev.y + prev.height / 2))).toBeLessThan(8);
    });
    const last = boxes.at(-1);
    expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual(width);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  }
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeHidden();
});

test('pages run under the Content-Security-Policy: injected scripts and inline handlers do not run', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /violates the following Content Security Policy/,
    'the test injects an inline script and handler to show the policy blocks them',
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  // Scripts from this site, and index.html's one inline script by its hash: nothing inline else.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
  // What an attacker's markup would try if it ever reached the page.
  // An inline script runs as it is inserted and a handler as it is clicked: whatever ran has run
  // when this returns. Each refusal is reported afterwards, as an event.
  const ran = await page.evaluate(() => {
    const blocked: string[] = [];
    (window as { cspBlocked?: string[] }).cspBlocked = blocked;
    document.addEventListener('securitypolicyviolation', (e) => blocked.push(e.effectiveDirective));
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "yes"';
    document.head.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'document.body.dataset.handler = "yes"');
    document.body.append(button);
    button.click();
    button.remove();
    return { injected: document.body.dataset.injected, handler: document.body.dataset.handler };
  });
  expect(ran).toEqual({ injected: undefined, handler: undefined });
  await expect
    .poll(() =>
      page.evaluate(() => [...((window as { cspBlocked?: string[] }).cspBlocked ?? [])].sort()),
    )
    .toEqual(['script-src-attr', 'script-src-elem']);
});

test('every file comes with headers that forbid framing and type guessing', async ({ request }) => {
  const shell = await request.get('/');
  // The app's code, as the page names it for its inline script to load.
  const script = /\/assets\/[\w-]+\.js/.exec(await shell.text())?.[0];
  expect(script).toBeTruthy();
  for (const path of ['/', '/services', '/manifest.webmanifest', script ?? '']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});
