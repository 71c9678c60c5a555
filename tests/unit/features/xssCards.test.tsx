// @vitest-environment happy-dom
/**
 * Issue 18: the same OWASP payloads as the Chromium test, in every text field of the cards that
 * list services, deals, articles and jobs, rendered in happy-dom. React writes them as text:
 * nothing that runs reaches the DOM, and the words are there as typed.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BlogPostCard } from '../../../src/features/blog/BlogPostCard';
import { JobCard } from '../../../src/features/jobs/JobCard';
import { ServiceCard } from '../../../src/features/services/ServiceCard';
import { DealCard } from '../../../src/features/vetdeals/DealCard';
import { PAYLOADS } from '../../xssPayloads';
import { shownPage } from '../support/shownPage';

function dangerous(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'frame', 'img', 'input'].includes(tag))
      found.push(tag);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (/^\s*(javascript|data|vbscript):/i.test(value)) found.push(`${tag}[${name}]`);
    }
  }
  return found;
}

const base = { id: 7, slug: 'x', status: 'active', created_at: '2026-11-01T00:00:00Z' };

describe.each(PAYLOADS.map((payload, i) => [i, payload] as const))('payload %i', (_, payload) => {
  it('stays text on every card', () => {
    const cards = [
      <ServiceCard
        key="s"
        service={
          {
            ...base,
            name: payload,
            title: payload,
            excerpt: payload,
            city: payload,
            state: 'TX',
            services: [payload],
            credentials: [payload],
          } as never
        }
      />,
      <DealCard
        key="d"
        deal={
          {
            ...base,
            title: payload,
            merchant: payload,
            discount: payload,
            description: payload,
            category: payload,
            url: 'javascript:alert(1)',
            active: true,
          } as never
        }
      />,
      <BlogPostCard
        key="b"
        post={
          {
            ...base,
            title: payload,
            excerpt: payload,
            content: payload,
            category: payload,
            author: payload,
            published_at: '2026-11-01T00:00:00Z',
          } as never
        }
      />,
      <JobCard
        key="j"
        job={
          {
            ...base,
            title: payload,
            employer: payload,
            city: payload,
            description: payload,
            apply_url: 'javascript:alert(1)',
          } as never
        }
      />,
    ];
    for (const card of cards) {
      const root = shownPage(card);
      expect(dangerous(root)).toEqual([]);
      expect(root.textContent).toContain(payload);
    }
  });
});
