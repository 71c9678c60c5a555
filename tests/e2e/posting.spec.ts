/**
 * A partner posts a VetDeal: it is live for visitors at once, its owner edits it, another
 * partner is refused its edit page, and a deal written offline is sent once when back online.
 */
import {
  appHasTakenOver,
  expect,
  test,
  expectNoAxeViolations,
  stackUrl,
  NETWORK_CUT,
  waitForServiceWorker,
} from './support';
import {
  box,
  publish,
  serviceRows,
  signedInContext,
  uniqueTitle,
  visitorRows,
  writeDeal,
} from './postingSupport';
import { unsent } from './outboxSupport';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

const LIVE = 'Thank you — your VetDeal has been successfully submitted and is now live.';
const QUEUED = 'Your VetDeal is queued on this device. It has not reached VetHub yet';

test('a partner posts a deal: live for visitors at once, editable by its owner only', async ({
  browser,
}) => {
  // Four pages, five axe scans and three accounts on a shared 2-core machine.
  test.setTimeout(150_000);
  const partner = await signedInContext(browser, 'partner@vethub.test');
  const page = await partner.newPage();
  await page.goto('/submit/deal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer a VetDeal');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: The offer' })).toBeVisible();
  await expectNoAxeViolations(page, '/submit/deal');

  // §5: a step left incomplete says which fields, word for word.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The offer Incomplete — Please complete: Business name, Deal title, Discount, Category',
  );
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoAxeViolations(page, '/submit/deal with a notice');

  const title = uniqueTitle('Lawn deal');
  const visitor = await browser.newContext();
  await writeDeal(page, title);
  const started = Date.now();
  await publish(page);
  // Live: a visitor's public read finds it right after the click (sent at once, not on a timer).
  await expect
    .poll(
      async () =>
        (await visitorRows(visitor.request, 'vet_deals', `title=eq.${title}&select=id`)).length,
      // The figure is printed, not asserted: on a shared 2-core runner a wall-clock limit fails
      // by chance. The time is printed; issue notes carry the figures.
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(1);
  const liveAfter = Date.now() - started;
  test
    .info()
    .annotations.push({ type: 'live for a visitor after (ms)', description: `${liveAfter}` });
  console.log(`deal live for a visitor ${liveAfter} ms after the click`);
  await expect(page).toHaveURL(/\/vetdeals\/success\?entry=/);
  await expect(page.getByText(LIVE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your VetDeal is live');
  await expectNoAxeViolations(page, '/vetdeals/success (live)');

  // The owner edits it: the form opens prefilled from the server.
  await page.getByRole('link', { name: 'Edit your VetDeal' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit VetDeal');
  await expect(box(page, 'Deal title')).toHaveValue(title);
  await expectNoAxeViolations(page, '/vetdeals/edit (owner)');
  await page
    .getByRole('textbox', { name: 'Discount', exact: true })
    .fill('20% off the first visit');
  await box(page, 'Discount').press('Enter');
  await box(page, 'Website').press('Enter');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  const [row] = await visitorRows(
    visitor.request,
    'vet_deals',
    `title=eq.${title}&select=id,discount,status`,
  );
  expect(row).toMatchObject({ discount: '20% off the first visit', status: 'active' });
  const editPath = `/vetdeals/edit/${String(row?.id)}`;
  expect(page.url()).toContain(editPath);

  // Another partner gets the 403 page.
  const other = await signedInContext(browser, 'both@vethub.test');
  const otherPage = await other.newPage();
  await otherPage.goto(editPath);
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(otherPage.getByText("You don't have permission to view this page.")).toBeVisible();
  await expect(box(otherPage, 'Deal title')).toHaveCount(0);
  await expectNoAxeViolations(otherPage, `${editPath} (another partner)`);
  await Promise.all([partner.close(), visitor.close(), other.close()]);
});

test('a deal written offline is queued, survives a reload and lands once back online', async ({
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(
    NETWORK_CUT,
    'the test cuts the data server, and reloads online with it still cut',
  );
  const partner = await signedInContext(browser, 'partner@vethub.test');
  const page = await partner.newPage();
  await page.goto('/submit/deal');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: The offer' })).toBeVisible();
  // The worker is registered before the line drops: a registration cut mid-fetch is logged.
  await waitForServiceWorker(page);
  // Everything the page loads lazily (data services, popups) is in before the line drops.
  // Quiet before the line drops; background work may keep it busy, so this wait is bounded.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

  const cutStack = (route: { abort: () => Promise<void> }) => route.abort();
  await partner.route(`${stackUrl}/**`, cutStack);
  await partner.setOffline(true);
  const title = uniqueTitle('Offline deal');
  await writeDeal(page, title);
  await publish(page);
  await expect(page).toHaveURL(/\/vetdeals\/success\?entry=/);
  // Only on the device: the page says so, in its heading too, and claims nothing more.
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your VetDeal is queued on this device',
  );
  await expect(page.getByText('successfully submitted')).toHaveCount(0);
  await expectNoAxeViolations(page, '/vetdeals/success (queued on this device)');
  expect(await serviceRows('vet_deals', `title=eq.${title}&select=id`)).toHaveLength(0);

  // Reload with the stack still unreachable: the entry is still there, still waiting.
  await partner.setOffline(false);
  await page.reload();
  // The service worker serves the app's files from here on; the network never went quiet with
  // the stack cut (the data layer retries), so a wait for quiet always ran its full 10 s.
  await appHasTakenOver(page);
  await partner.setOffline(true);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your VetDeal is queued on this device',
  );
  expect(await serviceRows('vet_deals', `title=eq.${title}&select=id`)).toHaveLength(0);

  // Back online, the same page follows the deal to the server and says what it is now.
  await partner.unroute(`${stackUrl}/**`, cutStack);
  await partner.setOffline(false);
  await expect(page.getByText(LIVE)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your VetDeal is live');
  await expectNoAxeViolations(page, '/vetdeals/success (live after being queued)');
  // Counted once the device has nothing of it left to send (no entry queued or on its way):
  // a second copy could only come from there.
  await expect.poll(() => unsent(page, 'vet_deals')).toEqual([]);
  const rows = await serviceRows('vet_deals', `title=eq.${title}&select=id,status,owner_id`);
  expect(rows).toEqual([
    expect.objectContaining({ status: 'active', owner_id: '00000000-0000-4000-a000-000000000002' }),
  ]);
  await partner.close();
});
