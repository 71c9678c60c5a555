/** The sitemap build step reads published records from the stack as the public would. */
import { describe, expect, it } from 'vitest';
import { fetchPublishedRecords } from '../../scripts/sitemap';
import { ANON_KEY } from '../../supabase/local/config';
import { apiUrl, serviceClient } from '../../supabase/local/tests/support/clients';

describe('published records for sitemap.xml', () => {
  it('lists every active service, live deal and published post, and nothing else', async () => {
    const records = await fetchPublishedRecords(apiUrl(), ANON_KEY);
    const service = serviceClient();
    const services = (
      await service
        .from('services')
        .select('*', { count: 'exact', head: true })
        .eq('status', 'active')
        .is('deleted_at', null)
    ).count;
    const posts = (
      await service
        .from('blog_posts')
        .select('*', { count: 'exact', head: true })
        .eq('status', 'published')
        .is('deleted_at', null)
    ).count;
    expect(records.filter((r) => r.path.startsWith('/services/'))).toHaveLength(services ?? -1);
    expect(records.filter((r) => r.path.startsWith('/blog/'))).toHaveLength(posts ?? -1);
    expect(records.some((r) => r.path.startsWith('/vetdeals/'))).toBe(true);
    expect(
      records.every((r) => /^\/(services|blog)\/\d+-[a-z0-9-]+$|^\/vetdeals\/\d+$/.test(r.path)),
    ).toBe(true);
    const { data: pending } = await service
      .from('services')
      .select('id')
      .neq('status', 'active')
      .limit(1);
    for (const row of pending ?? []) {
      expect(records.some((r) => r.path.startsWith(`/services/${row.id}-`))).toBe(false);
    }
  });
});
