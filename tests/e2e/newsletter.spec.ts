import type { Page } from '@playwright/test';
import { delivery, goOffline, goOnline, serviceRows, unique, waitForSync } from './searchSupport';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { expect, test, expectNoAxeViolations, stackUrl } from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

const FAILED = 'Failed to subscribe. Please try again.';
const SUBSCRIBED = 'Thank you! You are subscribed to the VetHub newsletter.';
/** How long the footer form's message shows (the spec's 5 s). */
const MESSAGE_SHOWS_MS = 5_000;

const pageForm = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });

async function subscribeOnPage(page: Page, email: string) {
  const form = pageForm(page);
  const button = form.getByRole('button', { name: 'Subscribe' });
  await expect(button).toBeDisabled();
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await expect(button).toBeEnabled();
  await button.click();
}

/**
 * The footer form's message stays its 5 s, then clears. The page's clock (installed before the
 * visit) is moved on rather than waited for: a second short of the 5 s it still shows.
 */
async function expectShownFiveSeconds(page: Page, text: string) {
  const message = page.getByRole('form', { name: 'Footer newsletter sign-up' }).getByRole('status');
  await expect(message).toHaveText(text, { timeout: 15_000 });
  await page.clock.fastForward(MESSAGE_SHOWS_MS - 1_000);
  await expect(message).toHaveText(text);
  await page.clock.fastForward(1_500);
  await expect(message).toHaveText('');
}

const rowsFor = (email: string) =>
  serviceRows('newsletter_subscribers', `email=eq.${encodeURIComponent(email)}`);

test('/subscribe signs up once, and a second sign-up of the same address is no error', async ({
  page,
}) => {
  const email = `${unique('news')}@example.com`;
  await page.goto('/subscribe');
  await expectNoAxeViolations(page, '/subscribe');
  await subscribeOnPage(page, email);
  await expect(page).toHaveURL(/\/subscribed\?entry=/);
  await expect(delivery(page, 'Sent')).toBeVisible();
  await expectNoAxeViolations(page, '/subscribed');
  expect(await rowsFor(email)).toHaveLength(1);

  await page.goto('/subscribe');
  await subscribeOnPage(page, email.toUpperCase());
  await expect(page).toHaveURL(/\/subscribed\?entry=/);
  await expect(delivery(page, 'Sent')).toBeVisible();
  expect(await rowsFor(email)).toHaveLength(1);
});

test('the footer form says when the server refuses, and the message clears after 5 s', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /status of 400 .*newsletter_subscribers/,
    'the test makes the server refuse the sign-up',
  );
  await page.route(`${stackUrl}/rest/v1/newsletter_subscribers**`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: '23514',
        message: 'check constraint',
        details: null,
        hint: null,
      }),
    }),
  );
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('tab', { name: 'Support' }).click();
  const form = page.getByRole('form', { name: 'Footer newsletter sign-up' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(`${unique('fail')}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectShownFiveSeconds(page, FAILED);
});

test('the footer form thanks the visitor and clears the message after 5 s', async ({ page }) => {
  const email = `${unique('footer')}@example.com`;
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('tab', { name: 'Support' }).click();
  const form = page.getByRole('form', { name: 'Footer newsletter sign-up' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  await expectShownFiveSeconds(page, SUBSCRIBED);
  expect(await rowsFor(email)).toHaveLength(1);
});

test('offline, the sign-up waits on the device and is sent once the connection is back', async ({
  page,
  context,
}) => {
  const email = `${unique('offline')}@example.com`;
  await page.goto('/subscribe');
  await waitForSync(page, ['services']);
  await goOffline(context);
  await subscribeOnPage(page, email);
  await expect(page).toHaveURL(/\/subscribed\?entry=/);
  await expect(delivery(page, 'Waiting to send')).toBeVisible();
  expect(await rowsFor(email)).toHaveLength(0);
  await goOnline(context);
  await expect(delivery(page, 'Sent')).toBeVisible({
    timeout: 20_000,
  });
  expect(await rowsFor(email)).toHaveLength(1);
});

/** The link in the newest mail to `email`, if one has come. */
async function confirmationLink(email: string): Promise<string | undefined> {
  const res = await fetch(`${stackUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  return /(http\S+\/newsletter\/confirm\?token=[0-9a-f]{64})/.exec(messages[0]?.text ?? '')?.[1];
}

test('an address that unsubscribed gets the newsletter again only through the mailed link', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /status of 400 .*rpc\/confirm_newsletter/,
    'the test uses the mailed link twice; the server refuses the second (400)',
  );
  const email = `${unique('again')}@example.com`;
  await page.goto('/subscribe');
  await subscribeOnPage(page, email);
  await expect(delivery(page, 'Sent')).toBeVisible();
  const unsubscribed = await fetch(
    `${stackUrl}/rest/v1/newsletter_subscribers?email=eq.${encodeURIComponent(email)}`,
    {
      method: 'PATCH',
      headers: {
        apikey: SERVICE_ROLE_KEY,
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ unsubscribed_at: new Date().toISOString() }),
    },
  );
  expect(unsubscribed.status).toBe(204);

  // Signing up again looks the same to whoever typed it, and changes nothing yet.
  await page.goto('/subscribe');
  await subscribeOnPage(page, email);
  await expect(delivery(page, 'Sent')).toBeVisible();
  await expect(page.getByText('we first email you a link to confirm')).toBeVisible();
  expect((await rowsFor(email))[0]?.unsubscribed_at).not.toBeNull();

  await expect
    .poll(() => confirmationLink(email), { timeout: 15_000, message: 'the confirmation mail' })
    .toMatch(/^http:\/\/localhost:\d+\/newsletter\/confirm/);
  const link = (await confirmationLink(email)) ?? '';

  // The link opens the app this visitor used; nothing happens until they choose Confirm.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expectNoAxeViolations(page, '/newsletter/confirm');
  expect((await rowsFor(email))[0]?.unsubscribed_at).not.toBeNull();
  await page.getByRole('button', { name: 'Confirm: send me the newsletter again' }).click();
  await expect(page.getByRole('status')).toContainText(
    `The VetHub newsletter will be sent to ${email} again`,
  );
  await expectNoAxeViolations(page, '/newsletter/confirm (confirmed)');
  expect((await rowsFor(email))[0]?.unsubscribed_at).toBeNull();

  // The same link a second time says why it no longer works.
  await page.reload();
  await page.getByRole('button', { name: 'Confirm: send me the newsletter again' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
});
