/**
 * On a phone the header and its menu carry the saved-items count, as the desktop header does,
 * in the same words for a screen reader.
 */
import { expect, expectNoAxeViolations, test } from './support';

test('on a phone, the header and the menu show the saved count and announce it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 740 } });
  await context.addInitScript(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
  const page = await context.newPage();
  const title = 'Veterans Day coffee on the house';
  await page.goto('/vetdeals?q=Harbor+Light');
  const header = page.getByRole('banner');
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Save: ${title}` }).click();
  await expect(card.getByRole('button', { name: `Saved: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The phone row has no room for a Saved link (the name, the connection status and the menu
  // button fill 320 px): the count sits on the menu button, named in the desktop badge's words.
  const menuButton = header.getByRole('button', { name: 'Open menu, Saved (1 item)', exact: true });
  await expect(menuButton).toBeVisible();
  const badge = menuButton.getByTestId('saved-count');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText('1');
  const badgeBox = await badge.boundingBox();
  const statusBox = await header.getByRole('link', { name: /^Connection:/ }).boundingBox();
  if (!badgeBox || !statusBox) throw new Error('the badge or the connection status has no box');
  expect(badgeBox.x, 'the badge clears the connection status').toBeGreaterThanOrEqual(
    statusBox.x + statusBox.width,
  );
  expect(badgeBox.x + badgeBox.width, 'the badge is inside the window').toBeLessThanOrEqual(320);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the phone header fits 320 px').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'phone header with a saved item');

  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const inMenu = menu.getByRole('link', { name: 'Saved (1 item)', exact: true });
  await expect(inMenu).toBeVisible();
  await expect(inMenu.getByTestId('saved-count')).toHaveText('1');
  await expectNoAxeViolations(page, 'phone menu with a saved item');

  await inMenu.click();
  await expect(page).toHaveURL('/saved');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
