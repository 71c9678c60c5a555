import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { compileFilter } from '../../../../src/data/query/compileFilter';
import { isFeaturedAt, planComparator, sortByPlan } from '../../../../src/data/query/matchRow';
import { executeOnMirror } from '../../../../src/data/query/runOnMirror';

const NOW = '2026-11-23T12:00:00.000Z';
const at = (minute: number) => `2026-11-20T12:${String(minute).padStart(2, '0')}:00+00:00`;

function deal(id: number, minute: number, featuredUntil: string | null = null): MirrorRow {
  return {
    id,
    title: `Deal ${id}`,
    merchant: 'Shop',
    category: 'Retail',
    status: 'active',
    active: true,
    deleted_at: null,
    featured_until: featuredUntil,
    updated_at: at(minute),
  };
}

let db: VetHubDb;
beforeEach(async () => {
  db = new VetHubDb(`featured-${Math.random()}`);
  await db.vet_deals.bulkPut([
    deal(1, 1, '2026-12-01T00:00:00+00:00'), // featured, oldest change
    deal(2, 2),
    deal(3, 3, '2026-11-23T11:59:59+00:00'), // featured period over a second ago
    deal(4, 4, '2026-11-24T00:00:00+00:00'), // featured
    deal(5, 5),
  ]);
});
afterEach(async () => {
  await db.delete();
});

const ids = (rows: MirrorRow[]) => rows.map((r) => r.id);

describe('featured ordering', () => {
  it('lists featured deals first, each part newest change first', async () => {
    const plan = compileFilter({ table: 'vet_deals' }, {}, NOW);
    expect(ids((await executeOnMirror(db, plan)).rows)).toEqual([4, 1, 5, 3, 2]);
  });

  it('treats a featured period that has ended like no period at all (no job needed)', async () => {
    const later = compileFilter({ table: 'vet_deals' }, {}, '2026-11-25T00:00:00.000Z');
    expect(ids((await executeOnMirror(db, later)).rows)).toEqual([1, 5, 4, 3, 2]);
  });

  it('pages across the featured and the other rows without overlap', async () => {
    const first = compileFilter({ table: 'vet_deals', pageSize: 3 }, {}, NOW);
    const second = compileFilter({ table: 'vet_deals', pageSize: 3, page: 2 }, {}, NOW);
    const a = await executeOnMirror(db, first);
    const b = await executeOnMirror(db, second);
    expect([...ids(a.rows), ...ids(b.rows)]).toEqual([4, 1, 5, 3, 2]);
    expect(a.total).toBe(5);
  });

  it('gives every page of a large list exactly what sorting all rows gives', async () => {
    // The unfiltered list reads the featured rows and one page of the index, not every row.
    const rows = Array.from({ length: 60 }, (_, i) => {
      const id = i + 10;
      const until = i % 7 === 0 ? '2026-12-01T00:00:00+00:00' : i % 11 === 0 ? at(0) : null;
      return deal(id, (i * 37) % 60, until);
    });
    await db.vet_deals.bulkPut(rows);
    const all = await db.vet_deals.toArray();
    const plan = compileFilter({ table: 'vet_deals', pageSize: 7 }, {}, NOW);
    const expected = ids(all.sort(planComparator(plan.order, NOW)));
    const seen: unknown[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const answer = await executeOnMirror(
        db,
        compileFilter({ table: 'vet_deals', pageSize: 7, page }, {}, NOW),
      );
      expect(answer.total).toBe(65);
      seen.push(...ids(answer.rows));
    }
    expect(seen).toEqual(expected);
  });

  it('keeps the filter: a featured row that does not match stays out', async () => {
    await db.vet_deals.put({ ...deal(6, 6, '2026-12-31T00:00:00+00:00'), category: 'Travel' });
    const plan = compileFilter({ table: 'vet_deals', category: 'Retail' }, {}, NOW);
    expect(ids((await executeOnMirror(db, plan)).rows)).toEqual([4, 1, 5, 3, 2]);
  });

  it('compares instants, not text, and counts a null end as not featured', () => {
    expect(isFeaturedAt({ featured_until: '2026-11-23T13:00:00+01:00' }, NOW)).toBe(false);
    expect(isFeaturedAt({ featured_until: '2026-11-23T13:00:01+01:00' }, NOW)).toBe(true);
    expect(isFeaturedAt({ featured_until: null }, NOW)).toBe(false);
    const sort = planComparator([{ column: 'id', descending: false, type: 'number' }], NOW);
    const rows = [{ id: 1 }, { id: 2, featured_until: '2027-01-01T00:00:00Z' }];
    expect(rows.sort(sort).map((r) => r.id)).toEqual([2, 1]);
  });

  it('sorts with each row’s keys worked out once exactly as comparing them each time does', () => {
    // Offsets, missing fractions, nulls, ties and featured ends: every case the comparator knows.
    const times = [
      '2026-11-23T12:00:00+00:00',
      '2026-11-23T12:00:00.5+00:00',
      '2026-11-23T13:00:00.25+01:00',
      '2026-11-23T11:59:59.999999Z',
      null,
    ];
    const rows = Array.from({ length: 200 }, (_, i) => ({
      id: (i * 53) % 97,
      rating: i % 9 === 0 ? null : (i * 7) % 5,
      code: i % 4 === 0 ? null : `11-${(i * 31) % 13}`,
      updated_at: times[i % times.length],
      featured_until: i % 6 === 0 ? times[(i / 6) % times.length] : null,
    }));
    const orders = [
      [
        { column: 'updated_at', descending: true, type: 'time' },
        { column: 'id', descending: true, type: 'number' },
      ],
      [
        { column: 'rating', descending: true, type: 'number' },
        { column: 'code', descending: false, type: 'code' },
        { column: 'id', descending: false, type: 'number' },
      ],
    ] as const;
    for (const order of orders) {
      for (const now of [undefined, NOW]) {
        expect(sortByPlan(rows, order, now)).toEqual([...rows].sort(planComparator(order, now)));
      }
    }
  });

  it('puts featured services and posts first too, but not the top-rated list', () => {
    expect(compileFilter({ table: 'services' }, {}, NOW).featuredAfter).toBe(NOW);
    expect(compileFilter({ table: 'blog_posts' }, {}, NOW).featuredAfter).toBe(NOW);
    expect(
      compileFilter({ table: 'services', featured: true }, {}, NOW).featuredAfter,
    ).toBeUndefined();
  });
});
