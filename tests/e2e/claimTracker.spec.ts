import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { mailTo } from './adminSupport';
import { goOffline, reloadOffline } from './offlineSupport';
import {
  createAccount,
  expect,
  test,
  expectNoAxeViolations,
  signInAs,
  stackUrl,
  useDisplayMode,
  waitForServiceWorker,
  NETWORK_CUT,
} from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/** The browser's own calendar day, as a date input takes it. */
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('the claim tracker keeps a claim across reloads offline, with its history', async ({
  context,
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    NETWORK_CUT,
    'the line is cut before the service worker controls the page: what the app loads later fails',
  );
  await page.goto('/benefits/claim-tracker');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('You have not recorded a claim on this device yet.')).toBeVisible();
  await goOffline(context, page);

  // A blank form says which required fields are missing (spec §5 text).
  await page.getByRole('button', { name: 'Add this claim' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in the required fields: Name of the claim, Date filed',
  );

  await page.getByLabel('Name of the claim').fill('Knee and hearing');
  await page.getByLabel('Kind of claim').selectOption({ label: 'Disability compensation' });
  await page.getByLabel('Date filed').fill('2026-01-05');
  await page.getByLabel('Current step').selectOption({ label: 'Step 5: Rating' });
  await page.getByRole('button', { name: 'Add this claim' }).click();

  const claim = page.getByRole('article', { name: 'Knee and hearing' });
  await expect(claim).toContainText('Now at step 5 of 8: Rating.');
  await expect(claim.locator('[aria-current="step"]')).toContainText('Step 5 of 8: Rating');
  await expect(claim).toContainText(
    'What usually happens next: step 6, Preparing decision letter.',
  );

  // VA asked for more evidence: the claim moves back to evidence gathering.
  await claim.getByLabel('New step').selectOption({ label: 'Back to step 3: Evidence gathering' });
  await claim.getByLabel('Date of the change').fill('2026-02-10');
  await claim.getByLabel('Note (optional)').fill('VA asked for my treatment records');
  await claim.getByRole('button', { name: 'Save this step' }).click();
  await expect(claim).toContainText('Now at step 3 of 8: Evidence gathering.');
  await expect(
    claim.getByText(
      'February 10, 2026: moved back to step 3, Evidence gathering. Note: VA asked for my treatment records',
    ),
  ).toBeVisible();

  // VA's time limits: an intent to file VA received 340 days ago has 25 days left (26 across a
  // 29 February), counted on this device's calendar.
  const today = new Date();
  const received = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 340);
  const dueYear = received.getFullYear() + 1;
  const lastDay = new Date(dueYear, received.getMonth() + 1, 0).getDate();
  const due = new Date(dueYear, received.getMonth(), Math.min(received.getDate(), lastDay));
  const dayOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000;
  const daysLeft = dayOf(due) - dayOf(today);
  await claim.getByRole('button', { name: "Record dates from VA's letters" }).click();
  await claim.getByLabel('Date VA received your intent to file').fill(iso(received));
  await claim.getByRole('button', { name: 'Save these dates' }).click();
  const limits = claim.getByRole('list', { name: 'Time limits for Knee and hearing' });
  await expect(limits).toContainText(`File the claim after an intent to file`);
  await expect(limits).toContainText(`${daysLeft} days left.`);
  await expect(limits).toContainText('30 days or fewer left');
  await expect(limits).toContainText('Rule: 38 CFR 3.155(b).');
  // The calendar file is made on the device, with the line still cut.
  const calendarDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add my time limits to a calendar (.ics file)' }).click();
  const calendarFile = await calendarDownload;
  expect(calendarFile.suggestedFilename()).toMatch(/^vethub-time-limits-\d{4}-\d{2}-\d{2}\.ics$/);
  const { readFile: readCalendar } = await import('node:fs/promises');
  const calendar = await readCalendar(await calendarFile.path(), 'utf8');
  expect(calendar).toContain(`DTSTART;VALUE=DATE:${iso(due).replace(/-/g, '')}`);
  expect(calendar).toContain('SUMMARY:VA time limit: File the claim after an intent to file (Kn');

  await reloadOffline(context, page);
  const reloaded = page.getByRole('article', { name: 'Knee and hearing' });
  await expect(reloaded).toContainText('Now at step 3 of 8: Evidence gathering.');
  await expect(reloaded.getByText(/February 10, 2026: moved back to step 3/)).toBeVisible();
  await expect(
    reloaded.getByRole('list', { name: 'Time limits for Knee and hearing' }),
  ).toContainText(`${daysLeft} days left.`);

  // Export: a JSON file made on the device.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my claims (JSON file)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vethub-claims-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const exported = JSON.parse(await readFile(path, 'utf8')) as {
    claims: { label: string; step: number; history: { step: number }[] }[];
  };
  expect(exported.claims).toHaveLength(1);
  expect(exported.claims[0]).toMatchObject({ label: 'Knee and hearing', step: 3 });
  expect(exported.claims[0]?.history.map((h) => h.step)).toEqual([5, 3]);
  await expectNoAxeViolations(page, 'claim tracker with a claim');

  await reloadOffline(context, page);
  await page.evaluate(() => {
    window.localStorage.setItem('vethub.highContrast', 'true');
    window.localStorage.setItem('vethub.textSize', '200');
  });
  await reloadOffline(context, page);
  await expect(page.getByRole('article', { name: 'Knee and hearing' })).toContainText(
    'Now at step 3 of 8: Evidence gathering.',
  );
  await expectNoAxeViolations(page, 'claim tracker, high contrast, 200 % text');
});

test('the empty claim tracker is axe-clean in high contrast', async ({ context, page }) => {
  await useDisplayMode(context, 'high-contrast');
  await page.goto('/benefits/claim-tracker');
  await expect(page.getByRole('button', { name: 'Add this claim' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty claim tracker, high contrast');
});

test.describe('reminders of VA time limits', () => {
  // Online and without the service worker: the reminder is the app's own, offline or not.
  test.use({ serviceWorkers: 'block' });

  test('a veteran who turns reminders on is told of a near time limit as VetHub opens', async ({
    page,
  }) => {
    const today = new Date();
    const heard = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 85);
    await page.goto('/benefits/claim-tracker');
    // The cookie notice comes first and alone (spec §9); the reminder waits for it.
    await page.getByRole('button', { name: 'OK, got it' }).click();
    await page.getByLabel('Name of the claim').fill('Hearing loss appeal');
    await page.getByLabel('Date filed').fill(iso(today));
    await page.getByRole('button', { name: 'Add this claim' }).click();
    const claim = page.getByRole('article', { name: 'Hearing loss appeal' });
    await claim.getByRole('button', { name: "Record dates from VA's letters" }).click();
    await claim.getByLabel('Date of your Board hearing').fill(iso(heard));
    await claim.getByRole('button', { name: 'Save these dates' }).click();
    await expect(claim.getByRole('list', { name: /^Time limits for/ })).toContainText(
      '5 days left.',
    );

    const reminders = page.getByRole('switch', {
      name: 'Remind me of VA time limits when I open VetHub on this device',
    });
    await expect(reminders).not.toBeChecked();
    await reminders.check();

    // Opening VetHub again, anywhere but the tracker.
    await page.goto('/benefits');
    const card = page.getByRole('complementary', { name: 'A VA time limit is coming up' });
    await expect(card).toContainText(
      'Send evidence after a Board hearing (hearing docket) (Hearing loss appeal). Due',
    );
    await expect(card).toContainText('5 days left.');
    await expectNoAxeViolations(page, 'a VA time limit reminder');
    await card.getByRole('link', { name: 'Open the claim tracker' }).click();
    await expect(page).toHaveURL(/\/benefits\/claim-tracker$/);
    await expect(card).toBeHidden();
    await expect(reminders).toBeChecked();
    await reminders.uncheck();
    await expect(reminders).not.toBeChecked();
  });
});

test.describe('a backup file', () => {
  test.use({ serviceWorkers: 'block' });

  test('brings the tracker and settings back after the site data is cleared', async ({
    page,
    context,
  }) => {
    const today = new Date();
    const received = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 340);
    await page.goto('/benefits/claim-tracker');
    await page.getByLabel('Name of the claim').fill('Back and shoulder');
    await page.getByLabel('Date filed').fill(iso(today));
    await page.getByRole('button', { name: 'Add this claim' }).click();
    const claim = page.getByRole('article', { name: 'Back and shoulder' });
    await claim.getByRole('button', { name: "Record dates from VA's letters" }).click();
    await claim.getByLabel('Date VA received your intent to file').fill(iso(received));
    await claim.getByRole('button', { name: 'Save these dates' }).click();
    await page
      .getByRole('switch', {
        name: 'Remind me of VA time limits when I open VetHub on this device',
      })
      .check();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save a backup file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vethub-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const backupPath = await file.path();

    // What "Clear site data" in the browser's settings does.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(page.url()).origin,
      storageTypes: 'all',
    });
    await page.reload();
    await expect(page.getByText('You have not recorded a claim on this device yet.')).toBeVisible();

    const restore = page.getByLabel('Restore from a backup file');
    await restore.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"claims": []}'),
    });
    const refused = page.getByRole('alert').filter({ hasText: 'This file was not restored' });
    await expect(refused).toContainText('This file is not a VetHub backup');
    await expect(refused).toContainText('Nothing on this device was changed.');

    await restore.setInputFiles(backupPath);
    await expect(page.getByRole('heading', { name: 'Restore this backup?' })).toBeVisible();
    await expect(page.getByText('Add 1 claim.')).toBeVisible();
    await expect(page.getByText(/reminders of VA time limits on\./)).toBeVisible();
    // Nothing is written before the person confirms.
    await expect(page.getByText('You have not recorded a claim on this device yet.')).toBeVisible();
    await expectNoAxeViolations(page, 'claim tracker, backup preview');
    await page.getByRole('button', { name: 'Restore this backup' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Restored 1 claim' })).toBeVisible();

    const back = page.getByRole('article', { name: 'Back and shoulder' });
    await expect(
      back.getByRole('list', { name: 'Time limits for Back and shoulder' }),
    ).toContainText('File the claim after an intent to file');
    await expect(
      page.getByRole('switch', {
        name: 'Remind me of VA time limits when I open VetHub on this device',
      }),
    ).toBeChecked();
  });
});

test.describe('claims on the account', () => {
  test.use({ serviceWorkers: 'block' });

  test('a signed-in veteran keeps the tracker on the account, and a second device gets it back', async ({
    page,
    browser,
  }) => {
    const email = `tracker-${crypto.randomUUID()}@example.com`;
    const password = 'Tracker-pass-2026';
    await createAccount(email, password, { firstName: 'Dana', accountType: 'veteran' });
    await signInAs(page, email, password);
    await page.goto('/benefits/claim-tracker');
    await page.getByLabel('Name of the claim').fill('Tinnitus');
    await page.getByLabel('Date filed').fill(iso(new Date()));
    await page.getByRole('button', { name: 'Add this claim' }).click();
    const keep = page.getByRole('switch', { name: 'Keep my claims on my VetHub account too' });
    await expect(keep).not.toBeChecked();
    await keep.check();
    await expect(
      page.getByText(/^Your claims are on your account, as of \d+:\d\d [AP]M\.$/),
    ).toBeVisible();

    const phone = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: 'block',
    });
    try {
      const other = await phone.newPage();
      await signInAs(other, email, password);
      await other.goto('/benefits/claim-tracker');
      await expect(
        other.getByText(
          'Your account keeps 1 claim from another device. Turn this on to bring it here.',
        ),
      ).toBeVisible();
      await expectNoAxeViolations(other, 'claim tracker, claims kept on the account');
      await other.getByRole('switch', { name: 'Keep my claims on my VetHub account too' }).check();
      await expect(other.getByRole('article', { name: 'Tinnitus' })).toBeVisible();

      await other.getByRole('button', { name: 'Remove my claims from my account' }).click();
      await expect(
        other.getByText(
          'Your claims were removed from your account. They are still on this device.',
        ),
      ).toBeVisible();
      await expect(other.getByRole('article', { name: 'Tinnitus' })).toBeVisible();
      await expect(
        other.getByRole('switch', { name: 'Keep my claims on my VetHub account too' }),
      ).not.toBeChecked();
    } finally {
      await phone.close();
    }
  });
});

test.describe('email reminders of VA time limits', () => {
  test.use({ serviceWorkers: 'block' });

  test('a veteran 340 days past an intent to file turns on email reminders and gets one', async ({
    page,
  }) => {
    const email = `reminders-${crypto.randomUUID()}@example.com`;
    const password = 'Reminder-pass-2026';
    await createAccount(email, password, { firstName: 'Lee', accountType: 'veteran' });
    await signInAs(page, email, password);
    const today = new Date();
    const received = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 340);
    await page.goto('/benefits/claim-tracker');
    await page.getByLabel('Name of the claim').fill('PTSD');
    await page.getByLabel('Date filed').fill(iso(today));
    await page.getByRole('button', { name: 'Add this claim' }).click();
    const claim = page.getByRole('article', { name: 'PTSD' });
    await claim.getByRole('button', { name: "Record dates from VA's letters" }).click();
    await claim.getByLabel('Date VA received your intent to file').fill(iso(received));
    await claim.getByRole('button', { name: 'Save these dates' }).click();
    await expect(claim.getByRole('list', { name: 'Time limits for PTSD' })).toContainText(
      /2[56] days left\./,
    );

    const emails = page.getByRole('switch', { name: 'Email me before a VA time limit' });
    // Worked out from the account's copy: off limits until the claims are kept there.
    await expect(emails).toBeDisabled();
    await page.getByRole('switch', { name: 'Keep my claims on my VetHub account too' }).check();
    await expect(page.getByText(/^Your claims are on your account, as of/)).toBeVisible();
    await emails.check();
    await expect(page.getByText('Email reminders are on.')).toBeVisible();
    await expectNoAxeViolations(page, 'claim tracker, email reminders on');

    // What the hourly schedule does.
    const ran = await fetch(`${stackUrl}/functions/v1/deadline-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(ran.status).toBe(200);
    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toMatch(
      /^VA time limit in 2[56] days: File the claim after an intent to file$/,
    );
    expect(mail?.text).toContain('Claim: PTSD');

    // The one-click link in the mail turns them off.
    const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Email reminders are off' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'reminder unsubscribe page');
    await expect(page.getByRole('link', { name: 'Open the claim tracker' })).toHaveAttribute(
      'href',
      /\/benefits\/claim-tracker$/,
    );
    await page.goto('/benefits/claim-tracker');
    await expect(
      page.getByRole('switch', { name: 'Email me before a VA time limit' }),
    ).not.toBeChecked();
  });
});

test.describe('notifications before a VA time limit', () => {
  test('a veteran is told plainly when the browser will not notify this device', async ({
    context,
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(
      /does not support the Push API in incognito mode/,
      "Chromium's own line when a test profile asks for a push subscription",
    );
    const email = `push-${crypto.randomUUID()}@example.com`;
    const password = 'Push-pass-2026';
    await createAccount(email, password, { firstName: 'Ari', accountType: 'veteran' });
    await signInAs(page, email, password);
    await page.goto('/benefits/claim-tracker');
    await waitForServiceWorker(page);
    await page.reload();
    await page.getByRole('switch', { name: 'Keep my claims on my VetHub account too' }).check();
    await expect(page.getByText(/^Your claims are on your account, as of/)).toBeVisible();

    // The browser says no when asked (Playwright denies what a test has not granted).
    const notify = page.getByRole('switch', { name: 'Notify this device before a VA time limit' });
    // The switch gives way to the reason, so a click, not check().
    await notify.click();
    await expect(page.getByText(/^Notifications are blocked for VetHub/)).toBeVisible();
    await expectNoAxeViolations(page, 'claim tracker, notifications blocked');

    // Allowed, but this browser has no push service to subscribe with.
    await context.grantPermissions(['notifications']);
    await page.reload();
    await notify.click();
    await expect(page.getByRole('alert')).toHaveText(
      'This browser could not set up notifications for VetHub. Email reminders work in any browser.',
    );
    await expect(notify).not.toBeChecked();
    await expect(
      page.getByRole('switch', { name: 'Email me before a VA time limit' }),
    ).toBeEnabled();
  });
});
