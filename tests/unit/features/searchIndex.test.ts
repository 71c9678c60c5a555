import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../src/data/localDb';
import { writeSyncMeta, emptySyncMeta } from '../../../src/data/sync/syncMeta';
import { feedTable } from '../../../src/features/search/mirrorFeed';
import { pageDoc, recordDoc } from '../../../src/features/search/searchDocuments';
import { startSearchEngine } from '../../../src/features/search/searchEngine';
import { SiteIndex } from '../../../src/features/search/siteIndex';
import { searchTables } from '../../../src/features/search/searchKinds';
import { readSearchSnapshot, writeSearchSnapshot } from '../../../src/data/searchSnapshot';

const service = (
  id: number,
  name: string,
  excerpt: string,
  updated = '2026-01-01T00:00:00Z',
): MirrorRow => ({
  id,
  name,
  title: '',
  excerpt,
  content: '',
  services: [],
  status: 'active',
  updated_at: updated,
});

/** A fixed corpus: titles that share words, so ranking has something to decide. */
function corpus(): SiteIndex {
  const index = new SiteIndex();
  const put = (row: MirrorRow) => index.put(recordDoc('services', row), row.updated_at);
  put(service(1, 'Legal Aid for Veterans', 'Free legal help with discharge upgrades.'));
  put(
    service(
      2,
      'Veterans Legal Clinic',
      'Law students help veterans with legal aid, legal aid and more legal aid.',
    ),
  );
  put(service(3, 'Housing First', 'Rental help and housing counseling for veterans.'));
  index.put(
    recordDoc('vet_deals', {
      id: 7,
      title: 'Hardware discount',
      merchant: 'Main Street Hardware',
      description: 'Ten percent off tools.',
      updated_at: '2026-01-01T00:00:00Z',
    }),
    'v1',
  );
  index.put(
    pageDoc({
      path: '/housing',
      title: 'Housing',
      description: 'VA home loans and help with rent.',
    }),
    'page',
  );
  return index;
}

describe('site search ranking', () => {
  it('puts the record whose title is exactly the query first', () => {
    const answer = corpus().search({ query: 'legal aid for veterans' });
    expect(answer.hits[0]?.title).toBe('Legal Aid for Veterans');
  });

  it('ranks an exact title match above a text that repeats the words', () => {
    const answer = corpus().search({ query: 'legal aid' });
    const titles = answer.hits.filter((h) => h.kind === 'service').map((h) => h.title);
    expect(titles).toEqual(['Legal Aid for Veterans', 'Veterans Legal Clinic']);
  });

  it('finds a word while it is still being typed (prefix)', () => {
    const answer = corpus().search({ query: 'hardw' });
    expect(answer.hits.map((h) => h.id)).toEqual(['deal:7']);
  });

  it('finds a word typed with a typo and suggests the right spelling', () => {
    const answer = corpus().search({ query: 'hosuing' });
    expect(answer.hits.map((h) => h.id)).toContain('service:3');
    expect(answer.suggestion).toBe('housing');
  });

  it('does not suggest anything when the words as typed match', () => {
    expect(corpus().search({ query: 'housing' }).suggestion).toBeNull();
  });

  it('groups counts by kind and can keep to one kind', () => {
    const all = corpus().search({ query: 'housing' });
    expect(all.counts.service).toBe(1);
    expect(all.counts.page).toBe(1);
    const pages = corpus().search({ query: 'housing', kinds: ['page'] });
    expect(pages.hits.map((h) => h.href)).toEqual(['/housing']);
  });

  it('cuts each kind to perKind hits but counts them all', () => {
    const answer = corpus().search({ query: 'veterans', perKind: 1 });
    expect(answer.counts.service).toBe(3);
    expect(answer.hits.filter((h) => h.kind === 'service')).toHaveLength(1);
  });

  it('returns the matched words for highlighting', () => {
    const [hit] = corpus().search({ query: 'hardw' }).hits;
    expect(hit?.terms).toContain('hardware');
  });
});

describe('keeping the index in step with the mirror', () => {
  let db: VetHubDb;
  beforeEach(() => {
    db = new VetHubDb(`search-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    await db.delete();
  });

  it('adds new rows, re-indexes changed rows and drops deleted rows', async () => {
    const index = new SiteIndex();
    await db.services.bulkPut([
      service(1, 'Legal Aid for Veterans', 'Discharge upgrades.'),
      service(2, 'Housing First', 'Rental help.'),
    ]);
    expect(await feedTable(db, index, 'services')).toEqual({ added: 2, updated: 0, removed: 0 });
    expect(index.search({ query: 'rental' }).hits.map((h) => h.id)).toEqual(['service:2']);

    await db.services.put(
      service(2, 'Housing First', 'Emergency shelter.', '2026-02-01T00:00:00Z'),
    );
    await db.services.delete(1);
    await db.services.put(service(3, 'Food Pantry', 'Groceries for families.'));
    expect(await feedTable(db, index, 'services')).toEqual({ added: 1, updated: 1, removed: 1 });

    expect(index.search({ query: 'rental' }).hits).toEqual([]);
    expect(index.search({ query: 'shelter' }).hits.map((h) => h.id)).toEqual(['service:2']);
    expect(index.search({ query: 'legal' }).hits).toEqual([]);
    expect(index.search({ query: 'groceries' }).hits.map((h) => h.id)).toEqual(['service:3']);
  });

  it('leaves unchanged rows alone', async () => {
    const index = new SiteIndex();
    await db.services.put(service(1, 'Legal Aid', 'Help.'));
    await feedTable(db, index, 'services');
    expect(await feedTable(db, index, 'services')).toEqual({ added: 0, updated: 0, removed: 0 });
  });

  it('follows sync live and reports a table ready once its first sync is complete', async () => {
    const engine = startSearchEngine(db);
    await db.services.put(service(1, 'Legal Aid', 'Help.'));
    await waitFor(
      async () => (await engine.idle(), engine.search({ query: 'legal' }).hits.length === 1),
    );
    expect(engine.status().ready).not.toContain('services');

    await writeSyncMeta(db, 'services', { ...emptySyncMeta, state: 'complete' });
    await waitFor(async () => (await engine.idle(), engine.status().ready.includes('services')));

    await db.services.delete(1);
    await waitFor(
      async () => (await engine.idle(), engine.search({ query: 'legal' }).hits.length === 0),
    );
    engine.stop();
  });

  it('saves the index and the next visit resumes it, indexing only what changed', async () => {
    const persistence = { build: 'build-1', saveAfterMs: 10 };
    await db.services.bulkPut([
      service(1, 'Legal Aid for Veterans', 'Discharge upgrades.'),
      service(2, 'Housing First', 'Rental help.'),
      service(4, 'Job Center', 'Resume help.'),
    ]);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const first = startSearchEngine(db, undefined, persistence);
    // Nothing is saved while a first download is still running: once every change is indexed
    // (idle), the engine has made its choice, and no save is even scheduled.
    await waitFor(async () => (await first.idle(), first.status().size === 3));
    expect(timers.mock.calls.filter(([, ms]) => ms === persistence.saveAfterMs)).toEqual([]);
    expect(await readSearchSnapshot('build-1', db)).toBeNull();
    for (const table of searchTables) {
      await writeSyncMeta(db, table, { ...emptySyncMeta, state: 'complete' });
    }
    await waitFor(async () => (await readSearchSnapshot('build-1', db)) !== null);
    first.stop();
    const saved = SiteIndex.fromSnapshot((await readSearchSnapshot('build-1', db)) ?? '');
    expect(saved.search({ query: 'rental' }).hits.map((h) => h.id)).toEqual(['service:2']);

    // While away: one row changed, one was deleted, one is new.
    await db.services.put(
      service(2, 'Housing First', 'Emergency shelter.', '2026-02-01T00:00:00Z'),
    );
    await db.services.delete(1);
    await db.services.put(service(3, 'Food Pantry', 'Groceries.'));
    // Same version, other words: only an index built again from the rows would see them.
    await db.services.put(service(4, 'Job Center', 'Interview coaching.'));
    expect(await feedTable(db, saved, 'services')).toEqual({ added: 1, updated: 1, removed: 1 });

    const second = startSearchEngine(db, undefined, persistence);
    second.setPages([
      { path: '/faq', title: 'Frequently asked questions', description: 'Answers.' },
    ]);
    await waitFor(
      async () => (await second.idle(), second.search({ query: 'groceries' }).hits.length === 1),
    );
    expect(second.search({ query: 'shelter' }).hits.map((h) => h.id)).toEqual(['service:2']);
    expect(second.search({ query: 'legal' }).hits).toEqual([]);
    expect(second.search({ query: 'resume' }).hits.map((h) => h.id)).toEqual(['service:4']);
    expect(second.search({ query: 'interview' }).hits).toEqual([]);
    expect(second.search({ query: 'questions' }).hits.map((h) => h.href)).toEqual(['/faq']);
    second.stop();
  });

  it('starts over from the mirror when the saved index is from another build', async () => {
    await writeSearchSnapshot('build-0', new SiteIndex().toSnapshot(), db);
    expect(await readSearchSnapshot('build-1', db)).toBeNull();
    await db.services.put(service(1, 'Legal Aid', 'Help.'));
    const engine = startSearchEngine(db, undefined, { build: 'build-1', saveAfterMs: 10 });
    await waitFor(
      async () => (await engine.idle(), engine.search({ query: 'legal' }).hits.length === 1),
    );
    engine.stop();
  });

  it('indexes the site pages it is given', () => {
    const engine = startSearchEngine(db);
    engine.setPages([
      { path: '/faq', title: 'Frequently asked questions', description: 'Answers.' },
    ]);
    expect(engine.search({ query: 'questions' }).hits.map((h) => h.href)).toEqual(['/faq']);
    engine.stop();
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 3000) {
  await expect.poll(check, { timeout: ms, interval: 20 }).toBe(true);
}
