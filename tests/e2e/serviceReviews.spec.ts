/**
 * Issue 14, reviews: a verified veteran rates a service; the database publishes its rating from
 * the third review, and the service joins the directory's featured list.
 */
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { adminPage, cardFor } from './adminSupport';
import { service as serviceRole } from './directorySupport';
import { insertAsService, PARTNER_ID, signedInContext, uniqueTitle } from './postingSupport';
import { expect, test, expectNoAxeViolations, stackUrl } from './support';

/** A new account verified as a veteran by the service role, as idme-verify does. */
async function verifiedVeteranId(): Promise<string> {
  const response = await fetch(`${stackUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `reviewer-${crypto.randomUUID()}@example.test`,
      password: 'Review-e2e-2026',
      data: { firstName: 'Casey', lastName: 'Morgan', accountType: 'veteran' },
    }),
  });
  const { user } = (await response.json()) as { user: { id: string } };
  await fetch(`${stackUrl}/rest/v1/profiles?id=eq.${user.id}`, {
    method: 'PATCH',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ verified_veteran: true, verified_at: new Date().toISOString() }),
  });
  return user.id;
}

test('a verified veteran’s review gives a service its rating and a place among the featured', async ({
  browser,
}) => {
  const name = uniqueTitle('Review test legal aid');
  const service = await insertAsService('services', {
    name,
    slug: `test-review-${Date.now().toString(36)}`,
    status: 'active',
    owner_id: PARTNER_ID,
    excerpt: 'Free help with discharge upgrades.',
  });
  const id = Number(service.id);
  for (const rating of [5, 4]) {
    await insertAsService('service_reviews', {
      service_id: id,
      reviewer_id: await verifiedVeteranId(),
      rating,
      body: 'They answered the same day.',
    });
  }

  const context = await signedInContext(browser, 'veteran@vethub.test');
  const page = await context.newPage();
  await page.goto(`/services/${id}`);
  const reviews = page.getByRole('region', { name: 'Reviews by verified veterans' });
  await expect(reviews).toContainText('2 reviews. A rating shows once a service has 3 reviews.');
  await expect(reviews.getByRole('article')).toHaveCount(2);
  await expect(reviews.getByRole('article').first()).toContainText('Casey M.');

  // Sent without a rating: the form says what is missing and keeps the words.
  const form = page.getByRole('form', { name: 'Review this service' });
  await form.getByRole('textbox', { name: 'Your review' }).fill('Kind people, clear advice.');
  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(form.getByRole('radio', { name: '5 stars: excellent' })).toBeFocused();
  await expectNoAxeViolations(page, '/services/:id with reviews and the review form');

  await form.getByRole('radio', { name: '5 stars: excellent' }).check();
  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(reviews).toContainText('Rated 4.7 out of 5 from 3 reviews.');
  const mine = reviews.getByRole('article', { name: 'Your review' });
  await expect(mine).toContainText('Kind people, clear advice.');
  await expect(mine.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Review this service' })).toHaveCount(0);

  // The directory's featured list is the top 3 by rating: this service is now rated.
  await page.goto('/services');
  const featured = page.getByRole('region', { name: 'Featured services' });
  await expect(featured).toContainText(name, { timeout: 30_000 });
  await expect(featured).toContainText('3 reviews by verified veterans');
  await context.close();
  // Out of the featured three again, so a rerun against the same stack finds its own service
  // there rather than this one at the same rating.
  const { error } = await serviceRole()
    .from('services')
    .update({ status: 'inactive' })
    .eq('id', id);
  expect(error).toBeNull();
});

test('a visitor reports a review; staff remove it and the service no longer counts it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const name = uniqueTitle('Reported review service');
  const service = await insertAsService('services', {
    name,
    slug: `test-review-report-${Date.now().toString(36)}`,
    status: 'active',
    owner_id: PARTNER_ID,
  });
  const id = Number(service.id);
  await insertAsService('service_reviews', {
    service_id: id,
    reviewer_id: await verifiedVeteranId(),
    rating: 1,
    body: 'The owner is a fraud, call me instead',
  });

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/services/${id}`);
  const review = page.getByRole('article', { name: 'Casey M.' });
  await review.getByRole('button', { name: 'Report this review' }).click();
  const form = review.getByRole('form', { name: 'Report this review' });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose what is wrong.');
  await form
    .getByRole('combobox', { name: 'What is wrong with this review?' })
    .selectOption('spam');
  await form
    .getByRole('textbox', { name: 'Anything else staff should know (optional)' })
    .fill('Advertises a phone number');
  await expectNoAxeViolations(page, '/services/:id reporting a review');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(review.getByRole('status')).toHaveText(
    'Thank you. VetHub staff will look at your report.',
  );

  const admin = await adminPage(browser, 'reports');
  const reported = cardFor(admin.page, `Review of ${name}`);
  await expect(reported).toContainText('Report: Spam or advertising');
  await expect(reported).toContainText('The owner is a fraud, call me instead');
  await expect(reported.getByRole('button', { name: 'Request changes' })).toHaveCount(0);
  await reported.getByRole('button', { name: 'Remove review' }).click();
  await expect(reported.getByRole('alert')).toHaveText(
    'Write the reason for removing it: the reviewer is told.',
  );
  await reported
    .getByRole('textbox', { name: 'Reason (needed to remove the review; the reviewer is told)' })
    .fill('Advertising in a review');
  await reported.getByRole('button', { name: 'Remove review' }).click();
  await expect(admin.page.getByRole('status').filter({ hasText: 'Review removed' })).toBeVisible();

  await page.reload();
  const reviews = page.getByRole('region', { name: 'Reviews by verified veterans' });
  await expect(reviews).toContainText('No reviews yet');
  await Promise.all([visitor.close(), admin.context.close()]);
});
