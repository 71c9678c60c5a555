import type { Page } from '@playwright/test';
import { delivery, goOffline, goOnline, serviceRows, unique, waitForSync } from './searchSupport';
import { appHasTakenOver, expect, test, expectNoAxeViolations } from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

async function fillContact(page: Page, message: string) {
  const form = page.getByRole('form', { name: 'Message to the VetHub team' });
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('correction');
  await form.getByRole('textbox', { name: 'Name' }).fill('Pat Tester');
  await form.getByRole('textbox', { name: 'Email' }).fill('pat@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
}

test('contact: an empty form says what is missing next to each field and focuses the first', async ({
  page,
}) => {
  await page.goto('/contact');
  await expectNoAxeViolations(page, '/contact');
  await appHasTakenOver(page);
  const form = page.getByRole('form', { name: 'Message to the VetHub team' });
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert').first()).toContainText(
    'Please fill in the required fields: Topic, Name, Message',
  );
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Write your message.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Topic' })).toBeFocused();
  await expectNoAxeViolations(page, '/contact with errors');
});

test('contact: a message lands exactly once and the success page says it was sent', async ({
  page,
}) => {
  const message = `Listing check ${unique('contact')}`;
  await page.goto('/contact');
  await appHasTakenOver(page);
  await fillContact(page, message);
  await expect(page).toHaveURL(/\/contact\/success\?entry=/);
  await expect(delivery(page, 'Sent')).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page, '/contact/success');
  const rows = await serviceRows('contact_messages', `message=eq.${encodeURIComponent(message)}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    topic: 'correction',
    name: 'Pat Tester',
    email: 'pat@example.com',
  });
});

test('contact: offline, the message waits and is sent exactly once when back online', async ({
  page,
  context,
}) => {
  const message = `Offline note ${unique('contact')}`;
  await page.goto('/contact');
  await waitForSync(page, ['services']);
  await goOffline(context);
  await fillContact(page, message);
  await expect(delivery(page, 'Waiting to send')).toBeVisible();
  await goOnline(context);
  await expect(delivery(page, 'Sent')).toBeVisible({
    timeout: 20_000,
  });
  const rows = await serviceRows('contact_messages', `message=eq.${encodeURIComponent(message)}`);
  expect(rows).toHaveLength(1);
});

test('feedback: offline with page and rating, sent exactly once when back online, keyboard only', async ({
  page,
  context,
}) => {
  const message = `Feedback ${unique('feedback')}`;
  await page.goto('/feedback?page=/services');
  await expectNoAxeViolations(page, '/feedback');
  await waitForSync(page, ['services']);
  await goOffline(context);
  const form = page.getByRole('form', { name: 'Feedback to the VetHub team' });
  await expect(form.getByRole('textbox', { name: 'Page' })).toHaveValue('/services');
  await form.getByRole('combobox', { name: 'Topic' }).focus();
  await page.keyboard.press('ArrowDown'); // "General feedback"
  await page.keyboard.press('Tab');
  await page.keyboard.type(message);
  await form.getByRole('radio', { name: '4' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Send feedback' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/feedback\/success\?entry=/);
  await expect(delivery(page, 'Waiting to send')).toBeVisible();
  await expectNoAxeViolations(page, '/feedback/success (waiting)');
  await goOnline(context);
  await expect(delivery(page, 'Sent')).toBeVisible({
    timeout: 20_000,
  });
  const rows = await serviceRows('feedback', `message=eq.${encodeURIComponent(message)}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: 'general', page: '/services', rating: 4 });
});

test('contact from a Spanish page: the message keeps its language, for a reply in Spanish', async ({
  page,
}) => {
  const message = `Consulta ${unique('contacto')}`;
  await page.goto('/es/contact');
  await appHasTakenOver(page);
  const form = page.getByRole('form', { name: 'Mensaje para el equipo de VetHub' });
  await form.getByRole('combobox', { name: 'Tema' }).selectOption('question');
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Luz Tester');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('luz@example.com');
  await form.getByRole('textbox', { name: 'Mensaje' }).fill(message);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page).toHaveURL(/\/es\/contact\/success\?entry=/);
  await expect
    .poll(async () =>
      (await serviceRows('contact_messages', `message=eq.${encodeURIComponent(message)}`)).map(
        (row) => row.language,
      ),
    )
    .toEqual(['es']);
});
