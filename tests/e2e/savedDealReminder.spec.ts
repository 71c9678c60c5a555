import { insertAsService, PARTNER_ID } from './postingSupport';
import { expect, expectNoAxeViolations, test } from './support';

test('a visitor who turns deal reminders on is told, as VetHub opens, of a saved deal about to end', async ({
  page,
}) => {
  const title = `Ends soon e2e ${Date.now()}`;
  const ends = new Date();
  ends.setDate(ends.getDate() + 3);
  ends.setHours(23, 0, 0, 0);
  await insertAsService('vet_deals', {
    owner_id: PARTNER_ID,
    title,
    slug: `ends-soon-${Date.now()}`,
    merchant: 'E2E Hardware',
    discount: '20% off tools',
    category: 'Services',
    status: 'active',
    expires_at: ends.toISOString(),
  });

  await page.goto(`/vetdeals?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: 'OK, got it' }).click();
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Save: ${title}` }).click();
  await expect(card.getByRole('button', { name: `Saved: ${title}` })).toBeVisible();

  await page.goto('/saved');
  const remind = page.getByRole('switch', { name: 'Remind me when a saved deal is about to end' });
  await expect(remind).not.toBeChecked();
  await remind.check();
  // The Saved page lists the deal itself: no reminder here.
  await expect(page.getByRole('complementary', { name: 'A saved deal ends soon' })).toHaveCount(0);

  await page.goto('/jobs');
  const reminder = page.getByRole('complementary', { name: 'A saved deal ends soon' });
  await expect(reminder).toContainText(`${title} ends in 3 days,`);
  await expectNoAxeViolations(page, 'a saved deal reminder');
  await reminder.getByRole('link', { name: 'See your saved deals' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(reminder).toBeHidden();
  await expect(remind).toBeChecked();
});
