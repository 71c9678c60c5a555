/**
 * The staff console (issue 13): approval makes a partner's service public at once; a
 * rejection reaches the partner's dashboard and mailbox; an unreviewed partner's deal waits for
 * partner review; moderation refuses to act offline and keeps what was typed.
 */
import {
  adminPage,
  cardFor,
  clientAs,
  insertOwn,
  mailTo,
  newPartner,
  slugOf,
} from './adminSupport';
import { signedInContext, uniqueTitle, visitorRows } from './postingSupport';
import { expect, test, expectNoAxeViolations } from './support';

// These journeys go offline after a visit: the service worker the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

const REASON_BOX = 'Reason or note for the partner (needed to reject or request changes)';

test('a partner’s service, approved in the console, is public for a visitor at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await clientAs('partner@vethub.test');
  const name = uniqueTitle('Ramp building');
  await insertOwn(partner.client, partner.id, 'services', {
    name,
    slug: slugOf(name),
    excerpt: 'Wheelchair ramps built by veterans.',
    content: '## What we build\n\nRamps and rails. <script>window.pwned = 1</script>',
    status: 'active',
  });
  const visitor = await browser.newContext();
  expect(await visitorRows(visitor.request, 'services', `name=eq.${name}&select=id`)).toEqual([]);

  const { context, page } = await adminPage(browser);
  const card = cardFor(page, name);
  await expect(card).toBeVisible();
  // The body as the public page renders it: markdown through the same sanitiser.
  await expect(card.getByRole('heading', { name: 'What we build' })).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await expectNoAxeViolations(page, '/admin review queue');

  await card.getByRole('button', { name: 'Approve' }).click();
  const started = Date.now();
  await expect
    .poll(
      async () =>
        (await visitorRows(visitor.request, 'services', `name=eq.${name}&select=id`)).length,
      // The figure is printed, not asserted: on a shared 2-core runner a wall-clock limit fails
      // by chance. The time is printed; issue notes carry the figures.
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(1);
  const liveAfter = Date.now() - started;
  console.log(`approved service public for a visitor ${liveAfter} ms after the click`);
  await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await Promise.all([context.close(), visitor.close()]);
});

test('a rejected article shows its reason on the partner’s dashboard and in the mailbox', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const partner = await clientAs('partner@vethub.test');
  const title = uniqueTitle('Lawn care for veterans');
  await insertOwn(partner.client, partner.id, 'blog_posts', {
    title,
    slug: slugOf(title),
    content: 'How we started.',
  });
  const { context, page } = await adminPage(browser);
  const card = cardFor(page, title);
  await expect(card).toBeVisible();

  // No reason: refused, nothing sent.
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'Write the reason for the rejection: the partner sees it.',
  );
  // Offline: refused with the reason, and the typed text stays.
  const reason = `Please cite your sources ${Date.now()}`;
  await card.getByRole('textbox', { name: REASON_BOX }).fill(reason);
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(card.getByRole('alert')).toContainText(
    'You are offline. Moderation needs a connection',
  );
  await expect(card.getByRole('textbox', { name: REASON_BOX })).toHaveValue(reason);
  await expectNoAxeViolations(page, '/admin with a refusal');
  await context.setOffline(false);

  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rejected.' })).toBeVisible();
  await expect(card).toHaveCount(0);

  const owner = await signedInContext(browser, 'partner@vethub.test');
  const dashboard = await owner.newPage();
  await dashboard.goto('/dashboard/business');
  const row = dashboard.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Not approved', { timeout: 45_000 });
  await expect(row).toContainText(`Why it was not approved: ${reason}`);
  await expectNoAxeViolations(dashboard, '/dashboard/business with a rejection');

  await expect
    .poll(async () => (await mailTo('partner@vethub.test')).find((m) => m.text.includes(reason)), {
      timeout: 10_000,
    })
    .toMatchObject({ subject: `Your article "${title}" was not approved` });
  await Promise.all([context.close(), owner.close()]);
});

test('an unreviewed partner’s deal is not public until the partner is approved', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const company = uniqueTitle('Fresh Start Bakery');
  const partner = await newPartner(company);
  const title = uniqueTitle('Bread for veterans');
  await insertOwn(partner.client, partner.id, 'vet_deals', {
    title,
    slug: slugOf(title),
    merchant: company,
  });
  const visitor = await browser.newContext();
  const publicRows = async () =>
    (await visitorRows(visitor.request, 'vet_deals', `title=eq.${title}&select=id`)).length;
  expect(await publicRows()).toBe(0);

  const { context, page } = await adminPage(browser, 'partners');
  const card = cardFor(page, company);
  await expect(card).toContainText('Deals waiting for this review: 1');
  await expectNoAxeViolations(page, '/admin partner review');
  await card.getByRole('button', { name: 'Approve partner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Partner approved' })).toBeVisible();
  await expect.poll(publicRows, { timeout: 5000 }).toBe(1);
  await Promise.all([context.close(), visitor.close()]);
});
