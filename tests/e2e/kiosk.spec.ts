/**
 * Issue 16. Kiosk mode: an admin sets a browser up on /kiosk; the idle warning, the reset that
 * wipes saved items, the claim tracker, drafts and form contents (read back from IndexedDB and
 * localStorage), the shared lists offline for the next visitor, the QR panel for links that
 * leave VetHub, and no popups. Outside kiosk mode: one partner's queued post is never visible to
 * another account on the same device and is sent after its owner signs back in.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  test,
  expectNoAxeViolations,
  goOffline,
  signInAs,
  stackUrl,
  waitForMirror,
  waitForServiceWorker,
  NETWORK_CUT,
} from './support';
import { outboxEntries } from './outboxSupport';
import { PARTNER_ID, publish, serviceRows, uniqueTitle, writeDeal } from './postingSupport';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/** What the device holds for a person: IndexedDB counts and the personal localStorage keys. */
function personalData(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ saved: number; claims: number; services: number; keys: string[] }>(
        (resolve, reject) => {
          const open = indexedDB.open('vethub');
          // Never create the database, and close it after: an open connection blocks the
          // kiosk's reset and the app's version changes until it is garbage collected.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => reject(new Error('no database'));
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(['saved', 'claims', 'services']);
            const saved = tx.objectStore('saved').count();
            const claims = tx.objectStore('claims').count();
            const services = tx.objectStore('services').count();
            tx.onerror = () => {
              db.close();
              reject(new Error('unreadable database'));
            };
            tx.oncomplete = () => {
              db.close();
              resolve({
                saved: saved.result,
                claims: claims.result,
                services: services.result,
                keys: Object.keys(localStorage).filter(
                  (k) =>
                    k.startsWith('vethub.draft.') ||
                    k === 'vethub.claimCalculator' ||
                    k === 'vethub.profile' ||
                    /^sb-.*-auth-token$/.test(k),
                ),
              });
            };
          };
        },
      ),
  );
}

// Long walks through several pages; a loaded 2-core machine needs the room.
test.describe.configure({ timeout: 360_000 });

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

test('a kiosk: set up by an admin, resets when idle, keeps the shared lists, shows links as QR codes', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('vethub.cookieConsent', '1'));
  const page = await context.newPage();
  await page.clock.install();

  // An admin turns this browser into a kiosk; exit and changes need the admin again.
  await page.goto('/kiosk');
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  await expectNoAxeViolations(page, '/kiosk (signed out)');
  await page.getByRole('textbox', { name: 'Email address' }).fill('admin@vethub.test');
  await page.getByLabel('Password', { exact: true }).fill('VetHub-demo-2026');
  await page.getByRole('button', { name: 'Sign in as administrator' }).click();
  // Sign-in then the profile read: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Set up this browser as a kiosk' })).toBeVisible({
    timeout: 60_000,
  });
  await expectNoAxeViolations(page, '/kiosk (admin)');
  await page.getByRole('textbox', { name: 'Kiosk name' }).fill('Front desk');
  // Staff take the storage notice on for the kiosk: saving waits for it.
  await page.getByRole('button', { name: 'Turn this browser into a kiosk' }).click();
  await expect(
    page.getByText('Acknowledge the storage notice for this kiosk’s visitors.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /acknowledge the storage notice/ }).check();
  await page.getByRole('button', { name: 'Turn this browser into a kiosk' }).click();
  await expect(page).toHaveURL('/', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible({ timeout: 30_000 });
  // Read until the page shows them: the larger text comes in an effect, and the data layer
  // (which opens the device's database) starts once the page is idle, both after the button.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.fontSize))
    .toBe('150%');
  await expect
    .poll(() =>
      personalData(page).then(
        (data) => data.keys,
        (error: Error) => error.message,
      ),
    )
    .toEqual([]);
  await waitForServiceWorker(page);
  await waitForMirror(page);

  // A visitor saves a service, records a claim, types into the calculator and the contact form.
  await page.goto('/services');
  await page
    .getByRole('button', { name: /^Save: / })
    .first()
    .click();
  // Saved once the device has written it: leaving the page sooner can abort the write.
  // (The first service can stand in the featured row and the list: one or two buttons.)
  await expect(page.getByRole('button', { name: /^Saved: / }).first()).toBeVisible();
  await page.goto('/benefits/claim-tracker');
  await page.getByLabel('Name of the claim').fill('Knee and hearing');
  await page.getByLabel('Kind of claim').selectOption({ label: 'Disability compensation' });
  await page.getByLabel('Date filed').fill('2026-01-05');
  await page.getByLabel('Current step').selectOption({ label: 'Step 5: Rating' });
  await page.getByRole('button', { name: 'Add this claim' }).click();
  await expect(page.getByText('Knee and hearing').first()).toBeVisible();
  await page.goto('/benefits/claim-calculator');
  await page.getByRole('button', { name: 'Add a rating' }).click();
  await page.getByLabel('Rating 1', { exact: true }).selectOption('60');
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Private words');
  await expect.poll(async () => (await personalData(page)).keys.length).toBe(2);
  expect(await personalData(page)).toMatchObject({ saved: 1, claims: 1 });

  // No social or section popup, however long the visitor reads (under the idle time).
  await page.goto('/vetdeals');
  // The idle timer starts when the kiosk chrome has loaded: only then does the clock move.
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  await page.clock.fastForward('02:20');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The warning comes 30 s before the end, says queued work is kept, and a key cancels it.
  await page.clock.fastForward('00:15');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('still waiting to send is kept for you');
  // The installed clock also runs in real time, and axe needs the page's timers, so the clock
  // cannot be paused: scan only the warning (the page under it is scanned in the route walk),
  // which takes a second or two where a whole-page scan took 25 s on a loaded machine.
  await expectNoAxeViolations(page, 'idle warning', '[role="alertdialog"]');
  await page.keyboard.press('Shift');
  await expect(warning(page)).toBeHidden();

  // Left alone: warning, then the reset to / with nothing personal left but the mirror.
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
    'Private words',
  );
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  await page.clock.fastForward('02:31');
  await expect(warning(page)).toBeVisible();
  await page.clock.fastForward('00:30');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  await expect.poll(() => personalData(page)).toMatchObject({ saved: 0, claims: 0, keys: [] });
  expect((await personalData(page)).services).toBeGreaterThan(0);
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');

  // The next visitor, offline: the shared lists are there; links leave only as a QR code.
  await goOffline(context);
  await page.goto('/services');
  await expect(page.getByRole('button', { name: /^Save: / }).first()).toBeVisible();
  await page.goto('/resources');
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  await page.getByRole('link', { name: /Go to VA\.gov/ }).click();
  const panel = page.getByRole('dialog', { name: 'This link leaves VetHub' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('leaving-address')).toHaveText('https://www.va.gov/');
  await expect(panel.getByRole('img', { name: 'QR code for https://www.va.gov/' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open here' })).toHaveCount(0);
  await expect(page).toHaveURL('/resources');
  await expectNoAxeViolations(page, 'leaving-link panel');
  await context.close();
});

test('a damaged kiosk setting stays a kiosk and asks for an admin, not the admin console', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('vethub.cookieConsent', '1');
    localStorage.setItem('vethub.kiosk', '{"idleMinutes":"never"');
  });
  const page = await context.newPage();
  await page.goto('/kiosk');
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  await expect(page.getByText('The kiosk setting could not be read')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toHaveCount(0);
  await context.close();
});

test('outside kiosk mode, a partner’s queued post stays theirs: hidden from another account, sent when they are back', async ({
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(
    NETWORK_CUT,
    'the test cuts the line, then the data server alone: requests meanwhile fail',
  );
  // Signed in through the form: a stored-session init script would sign partner A back in on
  // every page load, after the sign-out this test is about.
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('vethub.cookieConsent', '1'));
  const page = await context.newPage();
  await signInAs(page, 'partner@vethub.test');
  await page.goto('/submit/deal');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: The offer' })).toBeVisible({
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

  // Written offline; back online, writes still cannot reach the server, sign-in and out can.
  const cutStack = (route: { abort: () => Promise<void> }) => route.abort();
  await context.route(`${stackUrl}/**`, cutStack);
  await context.setOffline(true);
  const title = uniqueTitle('Kept for its owner');
  await writeDeal(page, title);
  await publish(page);
  await expect(page.getByText('Your VetDeal is queued on this device.')).toBeVisible();
  const cutRest = (route: { abort: () => Promise<void> }) => route.abort();
  await context.route(`${stackUrl}/rest/**`, cutRest);
  await context.unroute(`${stackUrl}/**`, cutStack);
  await context.setOffline(false);

  // Partner A signs out, keeping this device's data; partner B signs in on the same browser.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of VetHub' });
  await expect(dialog.getByRole('checkbox', { name: 'Also clear this device' })).not.toBeChecked();
  await expectNoAxeViolations(page, 'sign-out dialog');
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await context.unroute(`${stackUrl}/rest/**`, cutRest);

  await signInAs(page, 'both@vethub.test');
  await page.goto('/dashboard/business');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByText(title)).toHaveCount(0);

  // Online, under B's session, A's post is not sent, even when it is due and B's own message
  // goes. Once the data layer runs (the header's connection), the line drops and comes back:
  // every waiting entry is due from that moment.
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: /Connection: Connected/ })).toBeVisible();
  const lineBack = await page.evaluate(() => Date.now());
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(async () =>
      (await outboxEntries(page))
        .filter((e) => e.owner === PARTNER_ID)
        .map((e) => e.nextAttemptAt >= lineBack),
    )
    .toEqual([true]);
  // The outbox sends the longest-due entry first: once B's later message is sent, A's post has
  // had its turn under B's session.
  const form = page.getByRole('form', { name: 'Message to the VetHub team' });
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('correction');
  await form.getByRole('textbox', { name: 'Name' }).fill('Jordan Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill('both@vethub.test');
  await form.getByRole('textbox', { name: 'Message' }).fill(`Sent after ${title}`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message reached the VetHub team')).toBeVisible();
  expect(await serviceRows('vet_deals', `title=eq.${title}&select=id`)).toHaveLength(0);

  // A signs back in: the post goes, once, as A's.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out of VetHub' })
    .getByRole('button', { name: 'Sign out', exact: true })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signInAs(page, 'partner@vethub.test');
  await expect
    .poll(async () => serviceRows('vet_deals', `title=eq.${title}&select=owner_id`), {
      timeout: 20_000,
    })
    .toEqual([{ owner_id: PARTNER_ID }]);
  await context.close();
});
