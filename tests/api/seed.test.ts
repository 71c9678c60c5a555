/**
 * The local seed (supabase/seed.sql from scripts/generate-seed.ts): counts, the demo accounts,
 * and the rules it follows (real organizations only as given; samples marked as samples; reviews
 * only by verified veterans, so the top-rated list has three services to show).
 * Counts exclude rows other api tests create (their slugs and codes start with "test").
 */
import { describe, expect, it } from 'vitest';
import { referenceFile } from '../../scripts/referencePlugin';
import { DEMO_PASSWORD, DEMO_USERS, DEMO_VETERANS } from '../../scripts/seed/demoUsers';
import { compareTimes } from '../../src/data/query/timeKey';
import { referenceFileSchema, referenceRows } from '../../src/data/sync/referenceFile';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';

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
    // Plus 4 sample services (sampleReviews.ts) and the demo partner's pending service and
    // article (moderationQueue.ts).
    expect(await countOf('services', (q) => q.not('slug', 'like', 'test-%'))).toBe(86);
    expect(await countOf('services', (q) => q.like('slug', 'sample-%'))).toBe(4);
    expect(
      await countOf('services', (q) =>
        q.is('owner_id', null).not('slug', 'like', 'test-%').not('slug', 'like', 'sample-%'),
      ),
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
    // rls.test adds and removes test categories while this file runs beside it
    const { data: categories } = await service
      .from('service_categories')
      .select('slug, services')
      .not('slug', 'like', 'test%');
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
    for (const key of DEMO_VETERANS) {
      expect(byId.get(DEMO_USERS[key].id), key).toMatchObject({
        user_type: 'veteran',
        verified_veteran: true,
      });
    }
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
      .not('slug', 'like', 'test-%')
      .not('slug', 'like', 'sample-%');
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

  it('marks every sample service as a sample, with example.com links', async () => {
    const { data } = await anonClient()
      .from('services')
      .select('name, website, content, owner_id')
      .like('slug', 'sample-%');
    expect(data).toHaveLength(4);
    for (const s of data ?? []) {
      expect(s.name).toMatch(/\(sample\)$/);
      expect(s.website).toMatch(/^https:\/\/example\.com\//);
      expect(s.content).toMatch(
        /^Sample listing for the local demo: .* is not a real organization\./,
      );
      expect(s.owner_id).toBeNull();
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

describe('sample reviews', () => {
  it('are written by the verified demo veterans, on sample services only, and say so', async () => {
    const veterans = new Set<string>(DEMO_VETERANS.map((key) => DEMO_USERS[key].id));
    const { data, error } = await anonClient()
      .from('service_reviews')
      .select('reviewer_id, reviewer_name, rating, body, created_at, services(slug)')
      .in('reviewer_id', [...veterans]);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(9);
    for (const review of data ?? []) {
      expect(veterans).toContain(review.reviewer_id);
      expect((review.services as unknown as { slug: string }).slug).toMatch(/^sample-/);
      expect(review.body).toMatch(/\(sample review\)$/);
      expect(review.reviewer_name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      // After the accounts were verified (29 days before the seed ran), before now.
      const age = Date.now() - Date.parse(review.created_at as string);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(29 * 864e5);
    }
  });

  it('rate three services, so the featured list (top 3 by rating) is full for a newcomer', async () => {
    const { data, error } = await anonClient()
      .from('services')
      .select('name, rating, review_count')
      .like('slug', 'sample-%')
      .not('rating', 'is', null)
      .order('rating', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Blue Ridge Claims Navigators (sample)', rating: 4.5, review_count: 4 },
      { name: 'Harborview Veteran Housing Help (sample)', rating: 4.3, review_count: 3 },
      { name: 'Prairie Peer Support Circle (sample)', rating: 4, review_count: 4 },
    ]);
    // Two reviews are not enough for a rating: the fourth shows the rule at work.
    const { data: unrated } = await anonClient()
      .from('services')
      .select('rating, review_count')
      .eq('slug', 'sample-summit-career-coaching-for-veterans')
      .single();
    expect(unrated).toEqual({ rating: null, review_count: 2 });
  });
});
