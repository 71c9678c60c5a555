import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { mirrorStore } from '../../../../src/data/mirrorStore';
import { runOnMirror } from '../../../../src/data/query/runOnMirror';
import { writeMirrorCategories } from '../../../../src/data/query/serviceCategories';

let db: VetHubDb;

const at = (minute: number) => `2026-03-01T12:${String(minute).padStart(2, '0')}:00+00:00`;

function service(id: number, minute: number, extra: Partial<MirrorRow> = {}): MirrorRow {
  return {
    id,
    name: `Service ${id}`,
    title: null,
    excerpt: null,
    content: null,
    status: 'active',
    deleted_at: null,
    sponsored: false,
    services: [],
    credentials: [],
    type: 'national',
    is_home: false,
    rating: null,
    state: null,
    zipcode: null,
    updated_at: at(minute),
    ...extra,
  };
}

const ids = (rows: MirrorRow[]) => rows.map((row) => row.id);

beforeEach(async () => {
  db = new VetHubDb(`mirror-${Math.random()}`);
  // 25 listings; 21–25 share one timestamp so the id decides their order.
  const rows = Array.from({ length: 25 }, (_, i) => service(i + 1, Math.min(i + 1, 21)));
  rows[2] = service(3, 3, {
    services: ['housing assistance'],
    state: 'TX',
    rating: 4.5,
    review_count: 3,
  });
  rows[4] = service(5, 5, {
    title: 'Free LEGAL help',
    excerpt: 'Claims and appeals',
    rating: 4.5,
    review_count: 4,
  });
  rows[6] = service(7, 7, {
    content: 'We help with claims',
    is_home: true,
    rating: 5,
    review_count: 12,
  });
  // A rating set by hand, with no reviews behind it, is not a veterans' rating.
  rows[8] = service(9, 9, { rating: 4.9, review_count: 0 });
  rows[8] = service(9, 9, { services: ['home modification'], zipcode: '78701', state: 'TX' });
  await db.services.bulkPut(rows);
  await writeMirrorCategories(db, [
    { slug: 'housing', services: ['housing assistance', 'home modification'] },
  ]);
});

afterEach(async () => {
  await db.delete();
});

describe('services from the mirror', () => {
  it('lists the newest change first, ties by the higher id, ten a page with the total', async () => {
    const first = await runOnMirror(db, { table: 'services' });
    expect(ids(first.rows)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(first.total).toBe(25);
    const third = await runOnMirror(db, { table: 'services', page: 3 });
    expect(ids(third.rows)).toEqual([5, 4, 3, 2, 1]);
  });

  it('orders a filtered list exactly as the unfiltered one', async () => {
    const all = await runOnMirror(db, { table: 'services', type: 'national', pageSize: 25 });
    const plain = await runOnMirror(db, { table: 'services', pageSize: 25 });
    expect(ids(all.rows)).toEqual(ids(plain.rows));
  });

  it('maps a category to its service types', async () => {
    const { rows, total } = await runOnMirror(db, { table: 'services', category: 'housing' });
    expect(ids(rows)).toEqual([9, 3]);
    expect(total).toBe(2);
    const unknown = await runOnMirror(db, { table: 'services', category: 'space' });
    expect(unknown).toEqual({ rows: [], total: 0 });
  });

  it('needs every search word somewhere in name, title, excerpt or content', async () => {
    const both = await runOnMirror(db, { table: 'services', search: 'CLAIMS legal' });
    expect(ids(both.rows)).toEqual([5]);
    const either = await runOnMirror(db, { table: 'services', search: 'claims' });
    expect(ids(either.rows)).toEqual([7, 5]);
  });

  it('combines state, zip code and home-based filters', async () => {
    expect(ids((await runOnMirror(db, { table: 'services', state: 'tx' })).rows)).toEqual([9, 3]);
    expect(ids((await runOnMirror(db, { table: 'services', zipcode: '78701' })).rows)).toEqual([9]);
    expect(ids((await runOnMirror(db, { table: 'services', isHome: true })).rows)).toEqual([7]);
  });

  it('features the three best-rated listings, unrated and unreviewed left out, ties by the lower id', async () => {
    const { rows, total } = await runOnMirror(db, { table: 'services', featured: true, page: 4 });
    expect(ids(rows)).toEqual([7, 3, 5]);
    expect(total).toBe(3);
  });

  it('gives an empty page past the end, with the real total', async () => {
    expect(await runOnMirror(db, { table: 'services', page: 9 })).toEqual({ rows: [], total: 25 });
  });
});

describe('other lists from the mirror', () => {
  it('orders posts by publication, newest first', async () => {
    const post = (id: number, published: string | null) => ({
      id,
      status: 'published',
      deleted_at: null,
      category: 'Claims',
      published_at: published,
      updated_at: at(1),
    });
    await db.blog_posts.bulkPut([post(1, at(5)), post(2, at(9)), post(3, at(5))]);
    const { rows } = await runOnMirror(db, { table: 'blog_posts', category: 'Claims' });
    expect(ids(rows)).toEqual([2, 3, 1]);
  });

  it('finds jobs that are remote and match every keyword', async () => {
    const job = (id: number, remote: boolean, title: string) => ({
      id,
      title,
      employer: 'Acme',
      remote,
      status: 'active',
      deleted_at: null,
      posted_at: at(id),
      updated_at: at(1),
    });
    await db.unemployment_jobs.bulkPut([
      job(1, true, 'Truck Driver'),
      job(2, false, 'Truck driver'),
      job(3, true, 'Cook'),
    ]);
    const { rows } = await runOnMirror(db, {
      table: 'unemployment_jobs',
      remote: true,
      keyword: 'acme DRIVER',
    });
    expect(ids(rows)).toEqual([1]);
  });

  it('finds military codes by prefix with X as a digit, in crosswalk order', async () => {
    const career = (id: number, code: string, branch = 'Air Force') => ({
      id,
      code,
      branch,
      title: `Role ${code}`,
      updated_at: at(1),
    });
    await mirrorStore(db, 'military_careers').bulkPut([
      career(1, '1D711'),
      career(2, '1D7X1'),
      career(3, '1D751Q'),
      career(4, '1D8X1'),
      career(5, '1D731', 'Space Force'),
    ]);
    const { rows } = await runOnMirror(db, {
      table: 'military_careers',
      code: '1d7x1',
      branch: 'Air Force',
    });
    expect(ids(rows)).toEqual([1, 2, 3]);
  });
});
