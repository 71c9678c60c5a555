/**
 * Spec §7's calls against the schema, through supabase-js as the app makes them: the services
 * list (status active, exact count, updated_at desc, a page of 10) with each filter, the top 3 by
 * rating, deals / posts / jobs by a list of ids, and the provider RPC.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/seed/demoUsers';
import { startStack, type Stack } from '../../supabase/local/stack';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../supabase/local/tests/support/postgresCluster';

// A seeded stack of its own: the exact counts below are of every active listing, which the
// shared stack's other files add to while this one runs (count 100, expected 99, once in CI).
let stack: Stack;
let cluster: PostgresCluster | undefined;
let service: SupabaseClient;
let anon: SupabaseClient;
const stamp = Date.now().toString(36);
// A word no seeded text contains, to prove the free-text filter reaches each column.
const WORD = `zephyrine${stamp}`;

interface Service {
  id: number;
  name: string;
  slug: string;
  title: string | null;
  excerpt: string | null;
  content: string | null;
  services: string[];
  credentials: string[];
  state: string | null;
  zipcode: string | null;
  type: string | null;
  is_home: boolean;
  sponsored: boolean;
  rating: number | null;
  updated_at: string;
}

/** Listings with the values the seed does not have (sponsored, zip codes, home services…). */
const FIXTURES = [
  {
    name: `Test ${WORD} Home Repairs`,
    sponsored: true,
    is_home: true,
    rating: 4.9,
    zipcode: '29201',
  },
  {
    name: 'Test Ramp Builders',
    title: `Ramps ${WORD}`,
    is_home: true,
    rating: 4.7,
    zipcode: '29201-1234',
  },
  { name: 'Test Benefits Clinic', excerpt: `Clinic ${WORD}`, sponsored: true, rating: 4.8 },
  { name: 'Test Budget Coaching', content: `Coaching for ${WORD} households.`, rating: 3.1 },
].map((row, i) => ({
  owner_id: DEMO_USERS.partner.id,
  slug: `test-schema-${stamp}-${i}`,
  status: 'active',
  state: 'SC',
  type: 'local',
  services: i % 2 ? ['home modification'] : ['budget counseling', 'legal aid'],
  credentials: ['Licensed and insured'],
  ...row,
}));
let all: Service[] = [];

beforeAll(async () => {
  if (inject('dbKind') === 'postgres') cluster = await startPostgresCluster();
  stack = await startStack({ workdir: 'supabase', port: 0, databaseUrl: cluster?.url });
  service = serviceClient(stack.url);
  anon = anonClient(stack.url);
  // Rows differ in their keys: missing ones take the column default, not null.
  const { error } = await service.from('services').insert(FIXTURES, { defaultToNull: false });
  if (error) throw new Error(error.message);
  const { data } = await anon.from('services').select('*').eq('status', 'active');
  all = (data ?? []) as Service[];
}, 240_000);

afterAll(async () => {
  await stack?.close();
  await cluster?.stop();
});

/** The app's list query: active listings, counted, newest change first, first page of 10. */
function listQuery() {
  return anon
    .from('services')
    .select('*', { count: 'exact' })
    .eq('status', 'active')
    .order('updated_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, 9);
}

type Query = ReturnType<typeof listQuery>;

async function expectFilter(apply: (q: Query) => Query, predicate: (s: Service) => boolean) {
  const expected = all.filter(predicate);
  expect(expected.length).toBeGreaterThan(0);
  const { data, count, error } = await apply(listQuery());
  expect(error).toBeNull();
  expect(count).toBe(expected.length);
  const rows = (data ?? []) as Service[];
  expect(rows).toHaveLength(Math.min(10, expected.length));
  for (const row of rows) expect(predicate(row), row.name).toBe(true);
  return rows;
}

describe('services list (spec §7)', () => {
  it('pages active listings by updated_at desc with an exact count', async () => {
    const { data, count, error } = await listQuery();
    expect(error).toBeNull();
    expect(count).toBe(all.length);
    const rows = (data ?? []) as Service[];
    expect(rows).toHaveLength(10);
    const times = rows.map((r) => Date.parse(r.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by sponsored', async () => {
    await expectFilter(
      (q) => q.eq('sponsored', true),
      (s) => s.sponsored,
    );
  });

  it('filters by category through service_categories', async () => {
    for (const slug of [
      'financial',
      'housing',
      'disability',
      'legal',
      'healthcare',
      'education',
      'employment',
    ]) {
      const { data: category } = await anon
        .from('service_categories')
        .select('services')
        .eq('slug', slug)
        .single();
      const names = (category?.services ?? []) as string[];
      await expectFilter(
        (q) => q.overlaps('services', names),
        (s) => s.services.some((name) => names.includes(name)),
      );
    }
  });

  it('filters by one service type and by a credential', async () => {
    await expectFilter(
      (q) => q.contains('services', ['claims assistance']),
      (s) => s.services.includes('claims assistance'),
    );
    await expectFilter(
      (q) => q.contains('credentials', ['Congressionally chartered']),
      (s) => s.credentials.includes('Congressionally chartered'),
    );
  });

  it('finds free text in name, title, excerpt and content', async () => {
    const inAny = (s: Service) =>
      [s.name, s.title, s.excerpt, s.content].some((t) => t?.includes(WORD));
    const rows = await expectFilter(
      (q) => q.textSearch('search', WORD, { type: 'websearch' }),
      inAny,
    );
    expect(rows).toHaveLength(4);
    const pattern = `%${WORD}%`;
    await expectFilter(
      (q) =>
        q.or(
          `name.ilike.${pattern},title.ilike.${pattern},excerpt.ilike.${pattern},content.ilike.${pattern}`,
        ),
      inAny,
    );
    const words = await expectFilter(
      (q) => q.textSearch('search', 'service dogs', { type: 'websearch' }),
      (s) => /service dog/i.test([s.name, s.title, s.excerpt, s.content].join(' ')),
    );
    expect(words.length).toBeGreaterThan(2);
  });

  it('searches free text through search_services() with the same filters and paging', async () => {
    const { data, count, error } = await anon
      .rpc('search_services', { p_query: WORD }, { count: 'exact' })
      .eq('status', 'active')
      .eq('is_home', true)
      .order('updated_at', { ascending: false })
      .range(0, 9);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect((data as Service[]).every((s) => s.is_home)).toBe(true);
    // It hides what the select policy hides: a pending listing only its owner finds.
    const slug = `test-schema-${stamp}-p`;
    await service.from('services').insert({
      owner_id: DEMO_USERS.partner.id,
      name: `Test pending ${WORD}`,
      slug,
      status: 'pending',
    });
    const visitor = await anon.rpc('search_services', { p_query: WORD }).eq('slug', slug);
    expect(visitor.data).toEqual([]);
    const partner = await signedInClient(DEMO_USERS.partner.email, DEMO_PASSWORD, stack.url);
    const owner = await partner.rpc('search_services', { p_query: WORD }).eq('slug', slug);
    expect(owner.data).toHaveLength(1);
  });

  it('filters by state, zip code, type and home services', async () => {
    await expectFilter(
      (q) => q.eq('state', 'CA'),
      (s) => s.state === 'CA',
    );
    await expectFilter(
      (q) => q.like('zipcode', '29201%'),
      (s) => s.zipcode?.startsWith('29201') === true,
    );
    await expectFilter(
      (q) => q.eq('type', 'regional'),
      (s) => s.type === 'regional',
    );
    await expectFilter(
      (q) => q.eq('is_home', true),
      (s) => s.is_home,
    );
  });

  it('combines filters', async () => {
    await expectFilter(
      (q) => q.eq('state', 'SC').eq('is_home', true).contains('services', ['home modification']),
      (s) => s.state === 'SC' && s.is_home && s.services.includes('home modification'),
    );
  });

  it('lists the top 3 by rating as the featured list', async () => {
    const { data, error } = await anon
      .from('services')
      .select('name, rating')
      .eq('status', 'active')
      .order('rating', { ascending: false, nullsFirst: false })
      .limit(3);
    expect(error).toBeNull();
    const expected = all
      .filter((s) => s.rating !== null)
      .sort((a, b) => Number(b.rating) - Number(a.rating))
      .slice(0, 3)
      .map((s) => s.name);
    expect(data?.map((s) => s.name)).toEqual(expected);
  });
});

describe('records by a list of ids (saved items)', () => {
  it.each(['vet_deals', 'blog_posts', 'unemployment_jobs'])('%s', async (table) => {
    const { data: some } = await anon.from(table).select('id').order('id').limit(5);
    const ids = (some ?? []).map((r) => r.id as number);
    expect(ids).toHaveLength(5);
    const { data, error } = await anon
      .from(table)
      .select('*')
      .in('id', [...ids, 99999999]);
    expect(error).toBeNull();
    expect((data ?? []).map((r) => r.id as number).sort((a, b) => a - b)).toEqual(ids);
  });
});

describe('service_provider RPC (/api/services/providers/{id})', () => {
  it('returns the listing and its provider', async () => {
    const { data, error } = await anon.rpc('service_provider', { p_id: 1 });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 1,
      name: 'The American Legion',
      website: 'https://www.legion.org/',
    });
    const fixture = all.find((s) => s.slug === FIXTURES[0]?.slug);
    const owned = await anon.rpc('service_provider', { p_id: fixture?.id });
    expect(owned.data).toMatchObject({ provider: { company_name: 'Liberty Lawn Care' } });
  });

  it('raises "Listing not found" for unknown and hidden listings', async () => {
    const unknown = await anon.rpc('service_provider', { p_id: 987654321 });
    expect(unknown.error).toMatchObject({ code: 'P0002', message: 'Listing not found' });
    const { data: hidden } = await service
      .from('services')
      .insert({
        owner_id: DEMO_USERS.partner.id,
        name: 'Test hidden',
        slug: `test-schema-${stamp}-h`,
      })
      .select('id')
      .single();
    const anonView = await anon.rpc('service_provider', { p_id: hidden?.id });
    expect(anonView.error?.message).toBe('Listing not found');
    const partner = await signedInClient(DEMO_USERS.partner.email, DEMO_PASSWORD, stack.url);
    const ownerView = await partner.rpc('service_provider', { p_id: hidden?.id });
    expect(ownerView.error).toBeNull();
  });
});

describe('auth schema as GoTrue makes it (issue 37, hosted parity)', () => {
  it('generates identities.email from identity_data, so the seed loads on hosted Supabase', async () => {
    const { rows: columns } = await stack.db.query<{ column: string; is_generated: string }>(
      `select table_name || '.' || column_name as column, is_generated
         from information_schema.columns
        where table_schema = 'auth'
          and (table_name, column_name) in (('identities', 'email'), ('users', 'confirmed_at'))
        order by 1`,
    );
    expect(columns).toEqual([
      { column: 'identities.email', is_generated: 'ALWAYS' },
      { column: 'users.confirmed_at', is_generated: 'ALWAYS' },
    ]);
    const { rows } = await stack.db.query<{ email: string }>(
      'select email from auth.identities where user_id = $1',
      [DEMO_USERS.veteran.id],
    );
    expect(rows).toEqual([{ email: DEMO_USERS.veteran.email }]);
    // Signing up writes the identity the same way: its address comes from identity_data.
    const email = `gen-${Date.now()}@example.com`;
    const { data, error } = await anonClient(stack.url).auth.signUp({
      email,
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    const made = await stack.db.query<{ email: string }>(
      'select email from auth.identities where user_id = $1',
      [data.user?.id],
    );
    expect(made.rows).toEqual([{ email }]);
  });
});
