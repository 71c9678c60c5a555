/**
 * The install sheet's screenshots (manifest.webmanifest `screenshots`), taken from the running
 * app (`npm start`, or a preview with the stack): `tsx scripts/make-screenshots.ts [origin]`.
 * Run again when the pages they show change; they are not precached (vite.config.ts).
 */
import { chromium } from '@playwright/test';

const origin = process.argv[2] ?? 'http://localhost:5173';
const shots = [
  { file: 'home-wide.png', path: '/', width: 1280, height: 720 },
  { file: 'calculator-narrow.png', path: '/benefits/claim-calculator', width: 390, height: 844 },
  { file: 'services-narrow.png', path: '/services', width: 390, height: 844 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const shot of shots) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      serviceWorkers: 'block',
    });
    // The cookie notice is answered: a screenshot shows the page, not the notice.
    await page.addInitScript(() => localStorage.setItem('vethub.cookieConsent', '1'));
    await page.goto(`${origin}${shot.path}`);
    await page.locator('html[data-app]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Connected, and every list filled in: the install sheet shows the app at work.
    await page.getByRole('link', { name: /Connection: Connected/ }).waitFor();
    await page
      .getByText(/^Loading/)
      .first()
      .waitFor({ state: 'hidden' });
    await page.screenshot({ path: `public/screenshots/${shot.file}` });
    await page.close();
  }
} finally {
  await browser.close();
}
