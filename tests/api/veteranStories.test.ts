/**
 * Veterans share stories: a veteran who is not a partner posts articles in the Stories category
 * only, reviewed like any article; partners keep every category; others cannot post.
 */
import { describe, expect, it } from 'vitest';
import { contentRow, deliverMailTo } from './adminHelpers';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import {
  anonClient,
  signedInClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';

async function veteran() {
  const email = uniqueEmail('storyteller');
  const { client, user } = await signUp(email, { firstName: 'Alex', accountType: 'veteran' });
  return { client, id: user.id, email };
}

describe('veteran stories', () => {
  it('a veteran posts a story; it waits for review like any article', async () => {
    const { client, id } = await veteran();
    const story = await client
      .from('blog_posts')
      .insert(contentRow('blog_posts', { owner_id: id, category: 'Stories' }))
      .select('id, status')
      .single();
    expect(story.error).toBeNull();
    expect(story.data?.status).toBe('pending');
    const visible = await anonClient()
      .from('blog_posts')
      .select('id')
      .eq('id', (story.data as { id: number }).id);
    expect(visible.data).toEqual([]);
  });

  it('a veteran cannot post or turn a story into another category; partners can', async () => {
    const { client, id } = await veteran();
    const guide = await client
      .from('blog_posts')
      .insert(contentRow('blog_posts', { owner_id: id, category: 'Guides' }));
    expect(guide.status).toBe(403);
    expect(guide.error?.message).toBe(
      'Veterans share stories on VetHub: choose the Stories category.',
    );
    const { data } = await client
      .from('blog_posts')
      .insert(contentRow('blog_posts', { owner_id: id, category: 'Stories' }))
      .select('id')
      .single();
    const moved = await client
      .from('blog_posts')
      .update({ category: 'News' })
      .eq('id', (data as { id: number }).id);
    expect(moved.error?.message).toBe(
      'Veterans share stories on VetHub: choose the Stories category.',
    );

    const partner = await signedInClient('partner@vethub.test');
    const { data: me } = await partner.auth.getUser();
    const news = await partner
      .from('blog_posts')
      .insert(contentRow('blog_posts', { owner_id: me.user?.id, category: 'News' }));
    expect(news.error).toBeNull();
  });

  it('an account that is neither, or a forged owner, cannot post', async () => {
    const { client } = await signUp(uniqueEmail('public'), { accountType: 'none' });
    const { data: me } = await client.auth.getUser();
    const attempt = await client
      .from('blog_posts')
      .insert(contentRow('blog_posts', { owner_id: me.user?.id, category: 'Stories' }));
    expect(attempt.error).not.toBeNull();
    const { client: vet } = await veteran();
    const partnerId = '00000000-0000-4000-a000-000000000002';
    const forged = await vet
      .from('blog_posts')
      .insert(contentRow('blog_posts', { owner_id: partnerId, category: 'Stories' }));
    expect(forged.error).not.toBeNull();
    const anon = await anonClient()
      .from('blog_posts')
      .insert(contentRow('blog_posts', { category: 'Stories' }));
    expect(anon.error).not.toBeNull();
  });

  it('a change request on a story sends its veteran to their own dashboard to edit it', async () => {
    const { client, id, email } = await veteran();
    const { data } = await client
      .from('blog_posts')
      .insert(
        contentRow('blog_posts', { owner_id: id, category: 'Stories', title: 'My first year out' }),
      )
      .select('id')
      .single();
    const admin = await signedInClient('admin@vethub.test');
    const asked = await admin.rpc('moderate', {
      tbl: 'blog_posts',
      item_id: (data as { id: number }).id,
      action: 'request_changes',
      reason: 'Please add where the figures come from.',
    });
    expect(asked.error).toBeNull();
    const [mail] = await deliverMailTo(admin, email);
    expect(mail?.subject).toBe('Changes requested for your article "My first year out"');
    expect(mail?.text).toContain('Edit it from your dashboard and it goes back into review.');
    expect(mail?.text).toContain('open your dashboard (/dashboard/veteran)');
  });
});
