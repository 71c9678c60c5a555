import { acceptCookies, expectListMatchesServer, service } from './directorySupport';
import {
  expect,
  test,
  expectNoAxeViolations,
  SANITIZER_PARSE_REFUSAL,
  trackErrors,
} from './support';

const XSS_POST = [
  '## Safe heading',
  'Plain **bold** text and a [real link](https://www.va.gov/).',
  '<script>window.__xss = "script"</script>',
  '<img src="/nope.png" alt="broken" onerror="window.__xss = \'onerror\'">',
  '[click me](javascript:window.__xss="link")',
  '<a href="JaVaScRiPt:window.__xss=\'caps\'">caps link</a>',
  '<svg onload="window.__xss=\'svg\'"><script>window.__xss="svg-script"</script></svg>',
  '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>',
  '<div onmouseover="window.__xss=\'hover\'" style="position:fixed;inset:0">cover</div>',
  '<form action="https://evil.example"><input name="x"><button>Send</button></form>',
].join('\n\n');

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('blog categories and search narrow the list as the server answers', async ({ page }) => {
  const errors = trackErrors(page);
  const cases: [string, Parameters<typeof expectListMatchesServer>[2]][] = [
    ['/blog', { table: 'blog_posts' }],
    ['/blog?page=2', { table: 'blog_posts', page: 2 }],
    ['/blog?category=Stories', { table: 'blog_posts', category: 'Stories' }],
    ['/blog?category=Claims', { table: 'blog_posts', category: 'Claims' }],
    ['/blog?q=disability+rating', { table: 'blog_posts', search: 'disability rating' }],
  ];
  for (const [path, filter] of cases) {
    const answer = await expectListMatchesServer(page, path, filter, 'blog-card');
    expect(answer.total, path).toBeGreaterThan(0);
  }
  await page.goto('/blog');
  await page
    .getByRole('navigation', { name: 'Blog categories' })
    .getByRole('link', { name: 'Stories' })
    .click();
  await expect(page).toHaveURL('/blog?category=Stories');
  await expect(page.getByRole('heading', { level: 2, name: 'Stories articles' })).toBeVisible();
  await expectNoAxeViolations(page, '/blog?category=Stories');
  expect(errors).toEqual([]);
});

test('a post renders its markdown, reading time, author, related posts, save and share', async ({
  page,
}) => {
  await page.goto('/blog?category=Claims');
  const first = page.getByTestId('blog-card').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/min read/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Share a link to ${title}` })).toBeVisible();
  await page.getByRole('button', { name: `Save: ${title}` }).click();
  await expect(page.getByRole('button', { name: `Saved: ${title}` })).toBeVisible();
  await expectNoAxeViolations(page, 'blog post');
});

test('a post holding XSS payloads renders inert', async ({ page, consoleErrors }) => {
  consoleErrors.allow(
    SANITIZER_PARSE_REFUSAL,
    'the browser reports the handlers the sanitizer parses and removes',
  );
  consoleErrors.allow(/ 404 .*\/nope\.png on /, 'the post links a picture that is not there');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { data, error } = await service()
    .from('blog_posts')
    .insert({
      title: 'XSS test post',
      slug: 'xss-test-post',
      content: XSS_POST,
      category: 'Community',
      author: 'Tester',
      status: 'published',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  await page.goto(`/blog/${(data as { id: number }).id}-xss-test-post`);
  const article = page.getByTestId('blog-content');
  await expect(article.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'real link' })).toHaveAttribute(
    'href',
    'https://www.va.gov/',
  );
  // The javascript: links keep their words and lose their address, so they are no links: a
  // click on them has nothing to run. The picture has finished loading (or failing), so its
  // error handler, had it kept one, would have run. Handlers run during the hover and clicks.
  await expect(article.getByRole('link', { name: 'click me' })).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'caps link' })).toHaveCount(0);
  await expect(article.getByRole('img', { name: 'broken' })).toHaveJSProperty('complete', true);
  await article.getByText('cover').hover();
  await article.getByText('click me').click();
  await article.getByText('caps link').click();

  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const html = (await article.innerHTML()).toLowerCase();
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<svg');
  expect(html).not.toContain('<iframe');
  expect(html).not.toContain('<form');
  expect(html).not.toContain('javascript:');
  expect(html).not.toMatch(/\son[a-z]+=/);
  expect(html).not.toContain('style=');
});

test('a blog page is keyboard usable: categories are links reachable with Tab', async ({
  page,
}) => {
  await page.goto('/blog');
  const stories = page
    .getByRole('navigation', { name: 'Blog categories' })
    .getByRole('link', { name: 'Stories' });
  await stories.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/blog?category=Stories');
});
