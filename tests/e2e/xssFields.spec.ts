/**
 * Issue 18: OWASP cheat-sheet payloads in every field a partner, a veteran or a visitor can
 * write — services, deals, articles, jobs, reviews and the partner's own profile — rendered in
 * Chromium on the lists, the detail pages and search. Nothing may run, and nothing that could run
 * may reach the DOM: the sanitizer and React's escaping are tested here, not the CSP (which
 * would block most of it anyway; a violation report would mean something got through).
 */
import type { Page } from '@playwright/test';
import { ANON_KEY } from '../../supabase/local/config';
import { insertAsService } from './postingSupport';
import { expect, SANITIZER_PARSE_REFUSAL, test, stackUrl } from './support';
import { PAYLOADS } from '../xssPayloads';

const MARKDOWN = PAYLOADS.join('\n\n');
const payload = (i: number) => `${PAYLOADS[i % PAYLOADS.length]} #${i}`;

function slug(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A new partner whose name and company are payloads, as the sign-up form would store them. */
async function payloadPartner(): Promise<string> {
  const response = await fetch(`${stackUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${slug('xss')}@example.test`,
      password: 'Xss-fields-2026',
      data: {
        firstName: PAYLOADS[1],
        lastName: PAYLOADS[2],
        companyName: PAYLOADS[0],
        website: 'javascript:alert(99)',
        accountType: 'partner',
      },
    }),
  });
  const { user } = (await response.json()) as { user: { id: string } };
  return user.id;
}

/** Everything on the page that could run: handlers, scripts in the body, script addresses. */
function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      // The app's own forms and icons are fine; what matters is what runs or loads a document.
      if (['script', 'iframe', 'object', 'embed', 'frame'].includes(tag)) found.push(tag);
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(value))
          found.push(`${tag}[${name}=${value.slice(0, 40)}]`);
      }
    }
    return found;
  });
}

test('payloads in every user-written field render as text on lists, detail pages and search', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allow(
    SANITIZER_PARSE_REFUSAL,
    'the browser reports the handlers the sanitizer parses and removes',
  );
  const owner = await payloadPartner();
  let i = 0;
  const service = await insertAsService('services', {
    name: `Xss service ${payload(i++)}`,
    slug: slug('test-xss-service'),
    title: payload(i++),
    excerpt: payload(i++),
    content: MARKDOWN,
    services: [payload(i++), payload(i++)],
    credentials: [payload(i++)],
    city: payload(i++),
    address: payload(i++),
    website: 'javascript:alert(25)',
    phone: payload(i++).slice(0, 40),
    email: payload(i++),
    status: 'active',
    owner_id: owner,
  });
  const deal = await insertAsService('vet_deals', {
    title: `Xss deal ${payload(i++)}`,
    slug: slug('test-xss-deal'),
    merchant: payload(i++),
    discount: payload(i++),
    description: MARKDOWN,
    category: payload(i++).slice(0, 60),
    terms: payload(i++),
    how_to_redeem: payload(i++),
    url: 'javascript:alert(26)',
    status: 'active',
    active: true,
    owner_id: owner,
  });
  const post = await insertAsService('blog_posts', {
    title: `Xss article ${payload(i++)}`,
    slug: slug('test-xss-article'),
    excerpt: payload(i++),
    content: MARKDOWN,
    category: 'Community',
    cover_image_url: 'javascript:alert(27)',
    cover_image_alt: payload(i++),
    status: 'published',
    published_at: new Date().toISOString(),
    owner_id: owner,
  });
  const job = await insertAsService('unemployment_jobs', {
    title: `Xss job ${payload(i++)}`,
    slug: slug('test-xss-job'),
    employer: payload(i++),
    city: payload(i++),
    description: MARKDOWN,
    apply_url: 'javascript:alert(28)',
    status: 'active',
    owner_id: owner,
  });
  await insertAsService('service_reviews', {
    service_id: service.id,
    reviewer_id: '00000000-0000-4000-a000-000000000001',
    rating: 4,
    body: payload(i++),
    owner_reply: payload(i++),
    replied_at: new Date().toISOString(),
  });

  const context = await browser.newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      // See SANITIZER_PARSE_REFUSAL: a handler the sanitizer parsed, reported, then removed.
      if (
        e.violatedDirective === 'script-src-attr' &&
        /\/SafeMarkdown-[\w-]+\.js$/.test(e.sourceFile)
      )
        return;
      seen.push(`${e.violatedDirective} ${e.sample} ${e.sourceFile}`);
    });
    localStorage.setItem('vethub.cookieConsent', '1');
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const pages: [string, string][] = [
    [`/services/${service.id}-${service.slug}`, 'Xss service'],
    [`/vetdeals/${deal.id}`, 'Xss deal'],
    [`/blog/${post.id}-${post.slug}`, 'Xss article'],
    [`/jobs/${job.id}`, 'Xss job'],
    ['/services', 'Xss service'],
    ['/vetdeals', 'Xss deal'],
    ['/blog', 'Xss article'],
    ['/jobs', 'Xss job'],
    ['/search?q=xss', 'Xss'],
  ];
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByText(heading).first()).toBeVisible({ timeout: 30_000 });
      // The payloads are on the page as text, exactly as written.
      await expect(page.locator('body')).toContainText('#');
      expect(await dangerousMarkup(page), path).toEqual([]);
    });
  }
  // A review and the owner's reply, written as text.
  await page.goto(`/services/${service.id}-${service.slug}`);
  const reviews = page.getByRole('region', { name: 'Reviews by verified veterans' });
  await expect(reviews).toContainText(`${PAYLOADS[(i - 2) % PAYLOADS.length]} #${i - 2}`);
  expect(await dangerousMarkup(page)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  ).toEqual([]);
  await context.close();
});
