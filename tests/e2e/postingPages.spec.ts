/**
 * Every posting page: reachable, axe-clean, and honest about who may post; a service goes to
 * review (not public) yet its owner can edit it; the final step's notice; drafts survive a reload.
 */
import type { Page } from '@playwright/test';
import { expect, test, expectNoAxeViolations } from './support';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import {
  insertAsService,
  serviceRows,
  signedInContext,
  uniqueTitle,
  visitorRows,
} from './postingSupport';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test('a signed-out visitor is asked to sign in and comes back to the form', async ({ page }) => {
  await page.goto('/submit/service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List a service');
  await expect(page.getByRole('heading', { name: 'Sign in to post' })).toBeVisible();
  await expect(
    page.locator('#main-content').getByRole('link', { name: 'Sign in' }),
  ).toHaveAttribute('href', '/auth?redirect=%2Fsubmit%2Fservice');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, '/submit/service (signed out)');
});

test('a veteran account is told posting needs a partner account, and may share a story', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'veteran@vethub.test');
  const page = await context.newPage();
  await page.goto('/submit/deal');
  await expect(
    page.getByRole('heading', { name: 'Posting needs a partner account' }),
  ).toBeVisible();
  await expect(page.getByText('You are signed in with a veteran account.')).toBeVisible();

  // The article form, for stories only: the category is set and cannot be another.
  await page.goto('/submit/blog');
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toHaveValue('Stories');
  await expect(category.getByRole('option')).toHaveText(['Choose…', 'Stories']);
  await expectNoAxeViolations(page, '/submit/blog (a veteran’s story)');
  await context.close();
});

test('a veteran sees their stories on their dashboard and edits one with the story form', async ({
  browser,
}) => {
  const title = uniqueTitle('My first year out');
  const story = await insertAsService('blog_posts', {
    title,
    slug: `test-story-${Date.now().toString(36)}`,
    content: 'What helped me most after I left the Army.',
    category: 'Stories',
    owner_id: DEMO_USERS.veteran.id,
    status: 'changes_requested',
    review_note: 'Please name the program that helped you.',
  });
  const context = await signedInContext(browser, 'veteran@vethub.test');
  const page = await context.newPage();
  await page.goto('/dashboard/veteran');
  const stories = page.getByRole('region', { name: 'Your stories' });
  const item = stories.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Changes requested');
  await expect(item).toContainText(
    'What to change (edit it and it goes back into review): Please name the program that helped you.',
  );
  await expect(stories.getByRole('link', { name: 'Share your story' })).toHaveAttribute(
    'href',
    '/submit/blog',
  );
  await expectNoAxeViolations(page, '/dashboard/veteran with a story sent back');

  await item.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(`/blog/edit/${String(story.id)}`);
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toHaveValue('Stories');
  await expect(category.getByRole('option')).toHaveText(['Choose…', 'Stories']);
  await context.close();
});

const groups: Record<string, [string, string, string?][]> = {
  'the hub and Create new': [
    ['/submit', 'Submit content'],
    ['/business/submit', 'Create new'],
  ],
  'the forms': [
    ['/submit/job', 'Post a job', 'Step 1 of 3: The role'],
    ['/submit/blog', 'Submit an article', 'Step 1 of 3: About the article'],
    ['/submit/service', 'List a service', 'Step 1 of 3: Your organization'],
    ['/services/post-service', 'List a service', 'Step 1 of 3: Your organization'],
    ['/submit/vetdeal', 'Offer a VetDeal', 'Step 1 of 3: The offer'],
    ['/vetdeals/post', 'Offer a VetDeal', 'Step 1 of 3: The offer'],
  ],
  'the requirements pages': [
    ['/blog/requirements', 'Blog submission requirements', 'Step 2: The article'],
    [
      '/services/requirements',
      'Service listing requirements',
      'Step 3: Where and how to reach you',
    ],
    ['/vetdeals/requirements', 'VetDeal requirements', 'Step 2: How to redeem'],
  ],
};

for (const [group, pages] of Object.entries(groups)) {
  test(`${group} are axe-clean for a partner`, async ({ browser }) => {
    // One axe scan per page; the shared 2-core machine makes these slow.
    test.setTimeout(150_000);
    const context = await signedInContext(browser, 'partner@vethub.test');
    const page = await context.newPage();
    for (const [path, h1, h2] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
      if (h2) await expect(page.getByRole('heading', { name: h2 }), path).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
    await context.close();
  });
}

test('/post-deal leads to the deal form', async ({ browser }) => {
  const context = await signedInContext(browser, 'partner@vethub.test');
  const page = await context.newPage();
  await page.goto('/post-deal');
  await expect(page).toHaveURL('/vetdeals/post');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: The offer' })).toBeVisible();
  await context.close();
});

test('a service goes to review, stays out of public view, and its owner can edit it', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'partner@vethub.test');
  const page = await context.newPage();
  await page.goto('/submit/service');
  const name = uniqueTitle('Legal aid clinic');
  await box(page, 'Organization name').fill(name);
  await box(page, 'Title').fill('Free help with discharge upgrades');
  await box(page, 'Excerpt').fill('Volunteer lawyers help veterans apply for discharge upgrades.');
  await page.getByRole('button', { name: 'Next' }).click();
  await select(page, 'Category').selectOption('legal');
  await box(page, 'Services offered').fill('legal aid, discharge upgrades');
  await box(page, 'Description').fill('Free for every veteran. Call to book a first meeting.');
  await page.getByRole('button', { name: 'Next' }).click();
  await select(page, 'Reach').selectOption('national');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  // §5, word for word, for the last step's empty required field.
  await expect(page.getByRole('alert')).toContainText(
    'Please fill in the required fields: Website',
  );
  await expectNoAxeViolations(page, '/submit/service step 3 with a notice');
  await box(page, 'Website').fill('https://example.com/legal-aid');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('your service listing was received')).toBeVisible();
  await expectNoAxeViolations(page, '/submit/service sent');

  const [row] = await serviceRows(
    'services',
    `name=eq.${encodeURIComponent(name)}&select=id,status`,
  );
  expect(row).toMatchObject({ status: 'pending' });
  expect(
    await visitorRows(context.request, 'services', `name=eq.${encodeURIComponent(name)}`),
  ).toEqual([]);

  await page.getByRole('link', { name: 'Edit your service listing' }).click();
  await expect(page).toHaveURL(`/services/edit/${String(row?.id)}`);
  await expect(box(page, 'Organization name')).toHaveValue(name);
  await expectNoAxeViolations(page, '/services/edit (owner)');
  await context.close();
});

test('what a partner types is kept on the device across a reload', async ({ browser }) => {
  const context = await signedInContext(browser, 'partner@vethub.test');
  const page = await context.newPage();
  await page.goto('/submit/blog');
  await box(page, 'Title').fill('How I used my GI Bill for a trade');
  await box(page, 'Excerpt').fill('Welding school on the GI Bill, step by step.');
  await page.reload();
  await expect(box(page, 'Title')).toHaveValue('How I used my GI Bill for a trade');
  await expect(box(page, 'Excerpt')).toHaveValue('Welding school on the GI Bill, step by step.');
  await expect(page.getByText('We restored what you typed earlier on this device.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await expect(box(page, 'Title')).toHaveValue('');
  await context.close();
});
