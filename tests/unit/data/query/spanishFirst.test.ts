import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { compileFilter } from '../../../../src/data/query/compileFilter';
import { executeOnMirror } from '../../../../src/data/query/runOnMirror';
import { activateLanguage } from '../../../../src/lib/i18n';

const NOW = '2026-11-23T12:00:00.000Z';

function deal(id: number, minute: number, language: string, featured = false): MirrorRow {
  return {
    id,
    title: `Deal ${id}`,
    merchant: 'Shop',
    category: 'Retail',
    status: 'active',
    active: true,
    deleted_at: null,
    language,
    featured_until: featured ? '2026-12-01T00:00:00+00:00' : null,
    updated_at: `2026-11-20T12:${String(minute).padStart(2, '0')}:00+00:00`,
  };
}

let db: VetHubDb;
beforeEach(async () => {
  db = new VetHubDb(`spanish-first-${Math.random()}`);
  await db.vet_deals.bulkPut([
    deal(1, 1, 'es'),
    deal(2, 2, 'en'),
    deal(3, 3, 'en', true),
    deal(4, 4, 'es'),
    deal(5, 5, 'en'),
  ]);
});
afterEach(async () => {
  activateLanguage('en');
  await db.delete();
});

const order = async () =>
  (await executeOnMirror(db, compileFilter({ table: 'vet_deals' }, {}, NOW))).rows.map((r) => r.id);

describe('listings on Spanish pages (issue 35)', () => {
  it('English pages keep the newest change first, whatever the language', async () => {
    expect(await order()).toEqual([3, 5, 4, 2, 1]);
  });

  it('Spanish pages list Spanish listings first, after the featured, each part newest first', async () => {
    activateLanguage('es');
    expect(await order()).toEqual([3, 4, 1, 5, 2]);
  });
});
