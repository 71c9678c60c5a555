/**
 * Money journeys against the stack's labelled test checkout: a donation paid and one declined,
 * and a partner featuring a deal, which a visitor already on VetDeals sees move to the top with
 * its badge through realtime. Nothing is shown as paid until the webhook has recorded it.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, insertAsService, PARTNER_ID, signedInContext } from './postingSupport';
import {
  createAccount,
  expect,
  test,
  expectNoAxeViolations,
  stackUrl,
  waitForMirror,
} from './support';

/** Fills the stack's test checkout page and pays with `card`. */
async function payWith(page: Page, card: string, email = 'donor@example.test') {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pay');
  await expectNoAxeViolations(page, 'test checkout');
  await page.getByLabel('Email for the receipt').fill(email);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12 / 40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function startDonation(page: Page) {
  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Amount' }).getByRole('radio').first().check();
  await page.getByLabel('Name for the receipt (optional)').fill('Pat');
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await page.waitForURL(`${stackUrl}/**`);
}

test('a donation is paid and receipted; a declined card says why and records nothing paid', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
  const page = await context.newPage();

  await page.goto('/donate');
  await expectNoAxeViolations(page, '/donate');
  await startDonation(page);
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/donate\/thank-you\?session_id=/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByText('Thank you, Pat. Your donation was received.')).toBeVisible();
  await expect(receipt.getByText('Receipt number')).toBeVisible();
  await expectNoAxeViolations(page, '/donate/thank-you');

  await startDonation(page);
  await payWith(page, '4000 0000 0000 0002');
  await page.waitForURL(/\/donate\?payment=/);
  const failed = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
  await expect(failed).toContainText('Your card was declined. Nothing was charged.');
  await expectNoAxeViolations(page, '/donate after a declined card');
  await context.close();
});

test('a donation from a Spanish page comes back to it, and the receipt mail is in Spanish', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
  const page = await context.newPage();
  const email = `donante-${Date.now().toString(36)}@example.test`;
  await page.goto('/es/donate');
  await page.getByRole('radiogroup', { name: 'Monto' }).getByRole('radio').first().check();
  await page.getByLabel('Nombre para el recibo (opcional)').fill('Ana');
  await page.getByRole('button', { name: 'Continuar al pago seguro' }).click();
  await page.waitForURL(`${stackUrl}/**`);
  await payWith(page, '4242 4242 4242 4242', email);
  await page.waitForURL(/\/es\/donate\/thank-you\?session_id=/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByText('Gracias, Ana. Recibimos su donación.')).toBeVisible();
  const mailbox = await request.get(
    `${stackUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`,
  );
  const [mail] = ((await mailbox.json()) as { messages: { subject: string; text: string }[] })
    .messages;
  expect(mail?.subject).toBe('El recibo de su donación a VetHub');
  expect(mail?.text).toContain('Gracias, Ana, por apoyar a VetHub.');
  await context.close();
});

test('a partner features a deal: a visitor sees it first with its badge, live', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Featured e2e deal ${Date.now()}`;
  await insertAsService('vet_deals', {
    owner_id: PARTNER_ID,
    title,
    slug: `featured-e2e-${Date.now()}`,
    merchant: 'Liberty Lawn Care',
    discount: '15% off lawn care',
    category: 'Services',
    status: 'active',
  });

  // The visitor is already on VetDeals, with the new deal in the mirror but not first.
  const visitor = await browser.newContext();
  const list = await visitor.newPage();
  await list.goto('/vetdeals');
  await waitForMirror(list);
  const cards = list.getByRole('article');
  await expect(list.getByText(title)).toBeVisible();
  await expect(cards.first()).not.toContainText(title);

  const partner = await signedInContext(browser, 'partner@vethub.test');
  const page = await partner.newPage();
  await page.goto('/payment');
  await expect(page.getByRole('radiogroup', { name: 'Listing to feature' })).toBeVisible();
  await expectNoAxeViolations(page, '/payment');
  await page.getByRole('radio', { name: new RegExp(title) }).check();
  await page.getByRole('radiogroup', { name: 'Plan' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: /checkout/i }).click();
  await page.waitForURL(`${stackUrl}/**`);
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/payment\/success\?session_id=/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByText(title)).toBeVisible();
  await expect(receipt.getByText('Featured until')).toBeVisible();
  await expectNoAxeViolations(page, '/payment/success');

  // Realtime carries featured_until to the visitor's mirror: first, with the badge.
  await expect(cards.first()).toContainText(title, { timeout: 20_000 });
  await expect(cards.first().getByText('Featured', { exact: true })).toBeVisible();
  await expectNoAxeViolations(list, '/vetdeals with a featured deal');
  await Promise.all([visitor.close(), partner.close()]);
});

test('a monthly gift renews in the test checkout, shows both payments and is cancelled from the dashboard', async ({
  browser,
}) => {
  const email = `monthly-${Date.now()}@example.test`;
  await createAccount(email, DEMO_PASSWORD);
  const context = await signedInContext(browser, email);
  const page = await context.newPage();

  await page.goto('/donate');
  await page.getByRole('radiogroup', { name: 'Amount' }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: /^Every month/ }).check();
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await page.waitForURL(`${stackUrl}/**`);
  await payWith(page, '4242 4242 4242 4242', email);
  await page.waitForURL(/\/donate\/thank-you\?session_id=/);
  await expect(page.getByTestId('receipt').getByText('Receipt number')).toBeVisible();

  // The labelled test checkout bills the next month: a signed invoice.paid, as Stripe sends.
  await page.goto(`${stackUrl}/testmode/subscriptions?email=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: new RegExp(`every month for ${email}`) }).click();
  await expect(page.getByText('Test mode — this is not Stripe')).toBeVisible();
  await expectNoAxeViolations(page, 'test subscription');
  await page.getByRole('button', { name: 'Next month', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Sent invoice.paid');
  await expect(page.getByRole('status')).toContainText('VetHub answered 200');

  await page.goto('/dashboard/veteran');
  const gift = page.getByRole('region', { name: /every month, since/ });
  const payments = gift.getByRole('table');
  await expect(payments.getByRole('row')).toHaveCount(3);
  await expect(payments.getByRole('cell', { name: 'Paid', exact: true })).toHaveCount(2);
  await expect(gift.getByTestId('gift-status')).toContainText('Active. The next payment is due on');
  await expectNoAxeViolations(page, '/dashboard/veteran with a monthly gift');

  await gift.getByRole('button', { name: 'Cancel this monthly gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your monthly gift?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the cancel dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel my gift' }).click();
  await expect(dialog).toBeHidden();
  await expect(gift.getByTestId('gift-status')).toContainText(
    /^Cancelled on .+\. No more payments will be taken\.$/,
  );
  await expect(gift.getByRole('button', { name: 'Cancel this monthly gift' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/dashboard/veteran with a cancelled gift');

  // The test checkout's subscription ended too: no more months can be billed.
  await page.goto(`${stackUrl}/testmode/subscriptions?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Cancelled');
  await context.close();
});
