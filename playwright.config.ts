import { defineConfig } from '@playwright/test';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 150 gives each same-site navigation a new document host (RenderDocument), and the
  // new document no longer inherits Playwright's offline emulation: navigator.onLine read true
  // after a reload with the network cut, so the offline tests saw a page that believed it was
  // online. With the feature off, emulation holds across navigations, as on earlier versions.
  //
  // Every new context is a new window, and Chromium 150 gives each window its omnibox popup as
  // two hidden WebUI pages (chrome://omnibox-popup.top-chrome), each in a renderer of its own:
  // ~0.75 s of CPU per context, measured, for an address bar no test can see. Off, a context
  // costs ~0.25 s; the suite makes ~300.
  '--disable-features=RenderDocument,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

// Set by scripts/test-e2e.mjs, which also builds the app against the stack's URL.
const appPort = process.env.E2E_PORT || '4173';
const stackPort = process.env.E2E_STACK_PORT || '54331';
const stackUrl = `http://127.0.0.1:${stackPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./scripts/slowestReporter.ts']],
  // Two workers on two cores with the stack and the app server beside them: pages can take
  // seconds to settle, so waits are generous; a real failure still fails, only later.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    // The machine's own language must not decide which language VetHub opens in (issue 35).
    locale: 'en-US',
    baseURL: `http://localhost:${appPort}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
    trace: 'off',
    // Installing the service worker precaches the whole app (~270 files): about 3.5 s of browser
    // CPU for every new context, most of which never goes offline. The specs that do (offline
    // visits, queued work, the kiosk) allow it with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // Clicks and page loads had no limit of their own: a stuck step ran into the test's 2
    // minutes and the report named only the test. Bounded, the report names the step.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
  },
  webServer: [
    {
      // A fresh seeded database in memory for every run.
      // One client address makes every test's accounts: sign-ups are not limited to 30 here.
      command: `node --import tsx supabase/local/main.ts --memory --port ${stackPort} --sign-ups-per-address 100000 --quick-password-hashing --autoconfirm`,
      url: `${stackUrl}/auth/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --port ${appPort} --strictPort`,
      url: `http://localhost:${appPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
