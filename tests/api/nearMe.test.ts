/**
 * Near me on the server (issue 34): services_near() locates listings by their ZIP code's
 * centroid and composes with the directory's other filters, featured first, then nearest; every
 * caller gets the public list; a bad ZIP code, radius or text is refused with 400 and a reason,
 * and the server keeps answering. Listings sit around Helena, MT, where no other file puts any.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServicesFilter } from '../../src/data/query/filters';
import { runOnServer, ServerQueryError } from '../../src/data/query/runOnServer';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();

/** Miles from 59601 (src/data/geo/distance.ts on the package's centroids) in comments. */
const LISTINGS = [
  { slug: 'test-nearme-helena', zipcode: '59601' }, // 0
  { slug: 'test-nearme-helena-annex', zipcode: '59601-1234' }, // 0
  { slug: 'test-nearme-east-helena', zipcode: '59635' }, // 18.38
  { slug: 'test-nearme-butte', zipcode: '59701', featured_until: inAYear }, // 36.66
  { slug: 'test-nearme-bozeman', zipcode: '59715' }, // 84.74
  { slug: 'test-nearme-billings', zipcode: '59101' }, // 195.61
  { slug: 'test-nearme-pending', zipcode: '59601', status: 'pending' },
  { slug: 'test-nearme-nowhere' },
];

const near = (radiusMiles: 10 | 25 | 50 | 100, extra: Partial<ServicesFilter> = {}) =>
  ({
    table: 'services',
    search: 'nearme',
    near: { zip: '59601', radiusMiles },
    ...extra,
  }) as const satisfies ServicesFilter;

const slugs = (rows: readonly Record<string, unknown>[]) => rows.map((row) => row.slug);

beforeAll(async () => {
  // One statement per listing, in order: updated_at breaks the tie between the two at 0 miles.
  for (const listing of LISTINGS) {
    const { error } = await serviceClient()
      .from('services')
      .insert({
        name: `Nearme ${listing.slug.slice(12)}`,
        status: 'active',
        state: 'MT',
        category: 'legal',
        services: ['legal aid'],
        ...listing,
      });
    expect(error).toBeNull();
  }
});

describe('near me on the server', () => {
  it('finds the listings within the radius, nearest first, with their distance', async () => {
    const { rows, total } = await runOnServer(anonClient(), near(25));
    // The later of the two at 0 miles first (newest change), as in every directory list.
    expect(slugs(rows)).toEqual([
      'test-nearme-helena-annex',
      'test-nearme-helena',
      'test-nearme-east-helena',
    ]);
    expect(rows.map((row) => row.distance_miles)).toEqual([0, 0, 18.38]);
    expect(total).toBe(3);
  });

  it('keeps featured listings first, then the nearest', async () => {
    const { rows } = await runOnServer(anonClient(), near(100));
    expect(slugs(rows)).toEqual([
      'test-nearme-butte',
      'test-nearme-helena-annex',
      'test-nearme-helena',
      'test-nearme-east-helena',
      'test-nearme-bozeman',
    ]);
    expect(rows.map((row) => row.distance_miles)).toEqual([36.66, 0, 0, 18.38, 84.74]);
  });

  it('pages through the nearest like any list', async () => {
    const second = await runOnServer(anonClient(), near(100, { page: 2, pageSize: 2 }));
    expect(slugs(second.rows)).toEqual(['test-nearme-helena', 'test-nearme-east-helena']);
    expect(second.total).toBe(5);
  });

  it('composes with state, category, service and text filters', async () => {
    const client = anonClient();
    const filtered = await runOnServer(
      client,
      near(50, { state: 'MT', category: 'legal', service: 'legal aid', search: 'nearme butte' }),
    );
    expect(slugs(filtered.rows)).toEqual(['test-nearme-butte']);
    const otherState = await runOnServer(client, near(50, { state: 'ID' }));
    expect(otherState.rows).toEqual([]);
  });

  it('gives a signed-in partner and the service role the same public list', async () => {
    const anon = await runOnServer(anonClient(), near(50));
    const partner = await runOnServer(await signedInClient('partner@vethub.test'), near(50));
    const service = await runOnServer(serviceClient(), near(50));
    expect(slugs(partner.rows)).toEqual(slugs(anon.rows));
    expect(slugs(service.rows)).toEqual(slugs(anon.rows));
    expect(slugs(anon.rows)).not.toContain('test-nearme-pending');
  });
});

/** services_near called directly, as any client could. */
const call = (args: Record<string, unknown>, client: SupabaseClient = anonClient()) =>
  client.rpc('services_near', args).select('slug,distance_miles');

describe('near me refuses bad input with 400 and a reason', () => {
  it.each([
    ['a ZIP code of letters', { near_zip: 'abcde', radius_miles: 25 }, /five-digit ZIP/],
    ['a ZIP code with SQL in it', { near_zip: "59601' or 1=1 --", radius_miles: 25 }, /five-digit/],
    ['an unknown ZIP code', { near_zip: '00000', radius_miles: 25 }, /Unknown ZIP code 00000/],
    ['an oversized ZIP code', { near_zip: '5'.repeat(100_000), radius_miles: 25 }, /five-digit/],
    ['no ZIP code', { near_zip: null, radius_miles: 25 }, /five-digit/],
    ['a radius of 7', { near_zip: '59601', radius_miles: 7 }, /10, 25, 50 or 100/],
    ['a radius of 1e9', { near_zip: '59601', radius_miles: 1e9 }, /10, 25, 50 or 100/],
    ['a radius too big for an integer', { near_zip: '59601', radius_miles: 1e20 }, /range/],
    ['a radius in words', { near_zip: '59601', radius_miles: 'twenty' }, /integer/],
  ])('%s', async (_name, args, reason) => {
    const { error, status } = await call(args);
    expect(status).toBe(400);
    expect(error?.message).toMatch(reason);
  });

  it('refuses the same through the app, naming the ZIP code', async () => {
    const failed = await runOnServer(anonClient(), {
      table: 'services',
      near: { zip: '00000', radiusMiles: 25 },
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ServerQueryError);
    expect(failed).toMatchObject({ status: 400, message: 'Unknown ZIP code 00000' });
  });

  it('treats SQL-like and oversized search words as words', async () => {
    const sqlish = await runOnServer(
      anonClient(),
      near(25, { search: "'; drop table services;--" }),
    );
    expect(sqlish.rows).toEqual([]);
    const long = await call({ near_zip: '59601', radius_miles: 25 }).ilike(
      'name',
      `%${'x'.repeat(5000)}%`,
    );
    expect(long.error).toBeNull();
    expect(long.data).toEqual([]);
  });

  it('keeps answering after the refusals', async () => {
    const { data, error, status } = await call({ near_zip: '59601', radius_miles: 10 }).like(
      'slug',
      'test-nearme-%',
    );
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(2);
  });
});
