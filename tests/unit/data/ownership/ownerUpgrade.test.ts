/**
 * Version 3 gives what an installed app already holds an owner, losing nothing: new postings
 * go to the partner in their payload, public messages to "guest", edits and claims to the
 * session this browser holds, and, with no session, edits are held rather than guessed.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaV1, VetHubDb, type OutboxEntry } from '../../../../src/data/localDb';

const PARTNER = '11111111-1111-4111-8111-111111111111';
const SIGNED_IN = '33333333-3333-4333-8333-333333333333';

function entry(
  id: string,
  table: string,
  op: 'insert' | 'update',
  payload: Record<string, unknown>,
) {
  const old: Omit<OutboxEntry, 'owner'> = {
    id,
    table,
    op,
    payload,
    state: 'queued',
    attempts: 0,
    createdAt: '2026-03-01T12:00:00.000Z',
    nextAttemptAt: 0,
  };
  return old;
}

const claim = {
  id: 'c1',
  kind: 'other',
  label: 'Education',
  filedOn: '2026-01-10',
  step: 1,
  history: [],
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

const name = `owner-upgrade-${crypto.randomUUID()}`;
let db: VetHubDb | undefined;

afterEach(async () => {
  await db?.delete();
});

async function v2With(entries: ReturnType<typeof entry>[]) {
  const v2 = new Dexie(name);
  v2.version(1).stores(schemaV1);
  v2.version(2).stores({ claims: 'id, updatedAt' });
  await v2.table('outbox').bulkPut(entries);
  await v2.table('claims').put(claim);
  v2.close();
}

const entries = [
  entry('post', 'vet_deals', 'insert', { title: 'Deal', owner_id: PARTNER, client_id: 'post' }),
  entry('msg', 'contact_messages', 'insert', { message: 'Hello', client_id: 'msg' }),
  entry('edit', 'services', 'update', { id: 4, name: 'Renamed' }),
];

describe('version 3 of the on-device database (owners)', () => {
  it('gives each entry and claim its owner, keeping everything, with a stored session', async () => {
    window.localStorage.setItem('sb-127-auth-token', JSON.stringify({ user: { id: SIGNED_IN } }));
    await v2With(entries);
    db = new VetHubDb(name);
    await db.open();
    expect(db.verno).toBe(9);
    const owners = Object.fromEntries((await db.outbox.toArray()).map((e) => [e.id, e.owner]));
    expect(owners).toEqual({ post: PARTNER, msg: 'guest', edit: SIGNED_IN });
    expect(await db.claims.get('c1')).toEqual({ ...claim, owner: SIGNED_IN });
    expect(
      await db.outbox
        .where('[owner+createdAt]')
        .between([PARTNER, ''], [PARTNER, '\uffff'])
        .count(),
    ).toBe(1);
  });

  it('holds an edit nobody can be sure of, and gives claims to the guest, with no session', async () => {
    await v2With(entries);
    db = new VetHubDb(name);
    await db.open();
    expect((await db.outbox.get('edit'))?.owner).toBe('unassigned');
    expect((await db.outbox.get('edit'))?.payload).toEqual({ id: 4, name: 'Renamed' });
    expect((await db.claims.get('c1'))?.owner).toBe('guest');
  });
});
