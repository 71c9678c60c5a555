/**
 * Presence on the review queue (issue 19): two admins see who is on which queued item, through
 * the private staff channel, and a name goes when its admin leaves. That only admins may join
 * the channel is proven in tests/api/staffChannels.test.ts.
 */
import { adminPage, cardFor, clientAs, insertOwn, newAdmin, slugOf } from './adminSupport';
import { service } from './directorySupport';
import { uniqueTitle } from './postingSupport';
import { expect, test, expectNoAxeViolations } from './support';

const REASON_BOX = 'Reason or note for the partner (needed to reject or request changes)';

test('two admins on the review queue each see the other’s name on the item they are on', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await clientAs('partner@vethub.test');
  const name = uniqueTitle('Roof repair');
  const id = await insertOwn(partner.client, partner.id, 'services', {
    name,
    slug: slugOf(name),
    excerpt: 'Roofs patched and replaced by veterans.',
    content: 'Free estimates for veterans and their families.',
    status: 'active',
  });
  const morgan = await newAdmin('Morgan', 'Staff');
  const avery = await adminPage(browser);
  const second = await adminPage(browser, 'queue', morgan.email);
  const averyCard = cardFor(avery.page, name);
  const morganCard = cardFor(second.page, name);
  await expect(averyCard).toBeVisible();
  await expect(morganCard).toBeVisible();
  await expect(averyCard.getByText(/Also looking at this/)).toHaveCount(0);

  // Morgan starts writing a note on the item: Avery sees it.
  await morganCard.getByRole('textbox', { name: REASON_BOX }).click();
  await expect(averyCard.getByText('Also looking at this: Morgan Staff')).toBeVisible();
  await expectNoAxeViolations(avery.page, '/admin review queue with another admin on an item');

  // Avery moves to the item by keyboard: Morgan sees Avery.
  await averyCard.getByRole('button', { name: 'Approve' }).focus();
  await expect(morganCard.getByText('Also looking at this: Avery Admin')).toBeVisible();

  // Morgan closes the console: the name leaves Avery's item.
  await second.context.close();
  await expect(averyCard.getByText(/Also looking at this/)).toHaveCount(0);

  await avery.context.close();
  await service().from('services').delete().eq('id', id);
  await morgan.remove();
});
