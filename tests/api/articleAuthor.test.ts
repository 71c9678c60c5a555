/**
 * An article's byline comes from the account that posts it: a partner cannot sign as someone
 * else, on insert or by a later edit; the service role (seed, imports) keeps what it gives.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceClient, signedInClient } from '../../supabase/local/tests/support/clients';

const PARTNER_ID = '00000000-0000-4000-a000-000000000002';

const article = (owner: string) => {
  const tag = randomUUID().slice(0, 8);
  return {
    owner_id: owner,
    title: `Byline test ${tag}`,
    slug: `test-byline-${tag}`,
    excerpt: 'What a byline says.',
    content: 'Words. '.repeat(50),
    category: 'Community',
    author: 'VetHub Admin Team',
  };
};

describe('the author of an article', () => {
  it('is the partner’s company, whatever the request says, on insert and on edit', async () => {
    const partner = await signedInClient('partner@vethub.test');
    const inserted = await partner
      .from('blog_posts')
      .insert(article(PARTNER_ID))
      .select('id, author')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data?.author).toBe('Liberty Lawn Care');

    const id = (inserted.data as { id: number }).id;
    const edited = await partner
      .from('blog_posts')
      .update({ author: 'VetHub Admin Team', excerpt: 'Edited.' })
      .eq('id', id)
      .select('author, excerpt')
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual({ author: 'Liberty Lawn Care', excerpt: 'Edited.' });
  });

  it('is kept as given by the service role (the seed and imports)', async () => {
    const row = await serviceClient()
      .from('blog_posts')
      .insert({ ...article(PARTNER_ID), author: 'VetHub Editorial' })
      .select('author')
      .single();
    expect(row.error).toBeNull();
    expect(row.data?.author).toBe('VetHub Editorial');
  });
});
