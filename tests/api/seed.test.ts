/**
 * The local seed (supabase/seed.sql from scripts/generate-seed.ts): counts, the demo accounts,
 * and the rules it follows (real organizations only as given; samples marked as samples).
 * Counts exclude rows other api tests create (their slugs and codes start with "test").
 */
import { describe, expect, it } from 'vitest';
import { referenceFile } from '../../scripts/referencePlugin';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import { compareTimes } from '../../src/data/query/timeKey';
import { referenceFileSchema, referenceRows } from '../../src/data/sync/referenceFile';
import { anonClient, DEMO_PASSWORD, serviceClient, signedInClient } from './clients';

const service = serviceClient();

type CountQuery = ReturnType<ReturnType<typeof service.from>['select']>;

async function countOf(table: string, build: (q: CountQuery) => CountQuery = (q) => q) {
  const { count, error } = await build(
    service.from(table).select('*', { count: 'exact', head: true }),
  );
  expect(error).toBeNull();
  return count ?? -1;
}

describe('seed counts', () => {
  it('has all 13,014 crosswalk rows and 1,016 occupations', async () => {
    expect(await countOf('military_careers', (q) => q.not('code', 'like', 'TEST%'))).toBe(13014);
    expect(await countOf('occupations', (q) => q.not('onet_soc', 'like', '99-%'))).toBe(1016);
  });

  it('has the 81 organizations, 40 sample deals, 30 sample jobs and 20 posts', async () => {
    // Plus the demo partner's pending service and article (scripts/seed/moderationQueue.ts).
    expect(await countOf('services', (q) => q.not('slug', 'like', 'test-%'))).toBe(82);
    expect(
      await countOf('services', (q) => q.is('owner_id', null).not('slug', 'like', 'test-%')),
    ).toBe(81);
    expect(await countOf('vet_deals', (q) => q.eq('is_sample', true))).toBe(40);
    expect(await countOf('unemployment_jobs', (q) => q.eq('is_sample', true))).toBe(30);
    expect(await countOf('blog_posts', (q) => q.not('slug', 'like', 'test-%'))).toBe(21);
  });

  it('gives the admin console a queue: pending items and one open report', async () => {
    expect(await countOf('services', (q) => q.eq('status', 'pending'))).toBeGreaterThanOrEqual(1);
    expect(await countOf('blog_posts', (q) => q.eq('status', 'pending'))).toBeGreaterThanOrEqual(1);
    expect(await countOf('reports', (q) => q.eq('device_id', 'seed-device-0001'))).toBe(1);
  });

  it('maps the seven service categories to service types the seeded services use', async () => {
    const { data: categories } = await service.from('service_categories').select('slug, services');
    expect(categories?.map((c) => c.slug as string).sort()).toEqual([
      'disability',
      'education',
      'employment',
      'financial',
      'healthcare',
      'housing',
      'legal',
    ]);
    const { data: services } = await service.from('services').select('services');
    const used = new Set((services ?? []).flatMap((s) => s.services as string[]));
    for (const category of categories ?? []) {
      for (const name of category.services as string[]) expect(used, name).toContain(name);
    }
  });
});

describe('demo accounts', () => {
  it.each(Object.entries(DEMO_USERS))('%s signs in with the demo password', async (_key, user) => {
    const client = await signedInClient(user.email, DEMO_PASSWORD);
    const { data } = await client.auth.getUser();
    expect(data.user?.id).toBe(user.id);
    const { data: profile } = await client.from('profiles').select('*').eq('id', user.id).single();
    expect(profile?.user_type).toBe(user.metadata.user_type);
  });

  it('has the roles the demo needs', async () => {
    const { data } = await service
      .from('profiles')
      .select('id, user_type, account_type, company_name, verified_veteran')
      .in(
        'id',
        Object.values(DEMO_USERS).map((u) => u.id),
      );
    const byId = new Map((data ?? []).map((p) => [p.id as string, p]));
    expect(byId.get(DEMO_USERS.admin.id)?.account_type).toBe('admin');
    expect(byId.get(DEMO_USERS.partner.id)).toMatchObject({
      user_type: 'partner',
      account_type: 'user',
      company_name: 'Liberty Lawn Care',
    });
    expect(byId.get(DEMO_USERS.both.id)?.user_type).toBe('both');
    expect(byId.get(DEMO_USERS.veteran.id)?.verified_veteran).toBe(true);
  });

  it('gives the partner some deals, jobs, a post and an article waiting for review', async () => {
    const owner = DEMO_USERS.partner.id;
    expect(await countOf('vet_deals', (q) => q.eq('owner_id', owner).eq('is_sample', true))).toBe(
      4,
    );
    expect(
      await countOf('unemployment_jobs', (q) => q.eq('owner_id', owner).eq('is_sample', true)),
    ).toBe(3);
    expect(
      await countOf('blog_posts', (q) => q.eq('owner_id', owner).not('slug', 'like', 'test-%')),
    ).toBe(2);
  });
});

describe('seed content rules', () => {
  it('keeps organization fields as the source file gives them', async () => {
    const { data } = await anonClient()
      .from('services')
      .select('name, website, phone, address, email, state, rating, status')
      .not('slug', 'like', 'test-%');
    const byName = new Map((data ?? []).map((s) => [s.name as string, s]));
    expect(byName.get('The American Legion')).toMatchObject({
      website: 'https://www.legion.org/',
      state: 'IN',
    });
    expect(byName.get('Marine Corps League')?.website).toBeNull();
    expect(byName.get('Iraq and Afghanistan Veterans of America')?.state).toBeNull();
    for (const s of data ?? []) {
      expect(s).toMatchObject({
        phone: null,
        address: null,
        email: null,
        rating: null,
        status: 'active',
      });
    }
  });

  it('marks every deal and job as a sample with example.com links', async () => {
    const { data: deals } = await service
      .from('vet_deals')
      .select('merchant, url')
      .eq('is_sample', true);
    for (const d of deals ?? []) {
      expect(d.merchant).toMatch(/\(sample\)$/);
      expect(d.url).toMatch(/^https:\/\/example\.com\//);
    }
    const { data: jobs } = await service
      .from('unemployment_jobs')
      .select('employer, apply_url')
      .eq('is_sample', true);
    for (const j of jobs ?? []) {
      expect(j.employer).toMatch(/\(sample\)$/);
      expect(j.apply_url).toMatch(/^https:\/\/example\.com\//);
    }
  });

  it('publishes the posts, with Stories labelled as composites', async () => {
    const { data } = await anonClient()
      .from('blog_posts')
      .select('category, content, status')
      .not('slug', 'like', 'test-%');
    expect(data).toHaveLength(20);
    const stories = (data ?? []).filter((p) => p.category === 'Stories');
    expect(stories.length).toBeGreaterThanOrEqual(3);
    for (const story of stories)
      expect(story.content).toMatch(/^_This is an illustrative composite story\./);
  });
});

describe("the app's reference file", () => {
  it('holds the rows the server holds, with the same ids and time, so a device pulls only changes', async () => {
    const file = referenceFileSchema.parse(JSON.parse(referenceFile().source));
    const expected = new Map(referenceRows(file, 'military_careers').map((r) => [r.id, r]));
    let same = 0;
    for (let from = 0; ; from += 1000) {
      const { data, error } = await anonClient()
        .from('military_careers')
        .select('*')
        .order('id')
        .range(from, from + 999);
      expect(error).toBeNull();
      for (const row of data ?? []) {
        // Rows other tests add or change carry a later time; the seed's rows must match exactly.
        if (compareTimes(String(row.updated_at), file.asOf) !== 0) continue;
        expect({ ...row, created_at: file.asOf, updated_at: file.asOf }).toEqual(
          expected.get(row.id as number),
        );
        same += 1;
      }
      if ((data ?? []).length < 1000) break;
    }
    expect(same).toBeGreaterThanOrEqual(13000);
  });

  it('numbers a career added later after the seeded ones', async () => {
    const { data, error } = await service
      .from('military_careers')
      .insert({
        branch: 'Army',
        code: 'TESTREF',
        title: 'Test reference row',
        onet_soc: '11-1011.00',
        onet_title: 'Chief Executives',
        svc: 'A',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect(data?.id).toBeGreaterThan(13014);
    await service
      .from('military_careers')
      .delete()
      .eq('id', data?.id as number);
  });
});
