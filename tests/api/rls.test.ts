/**
 * The RLS matrix: every table × {anon, veteran, partner, another partner, admin} × {select,
 * insert, update, delete}, checked through supabase-js against the expected table below, plus
 * the escalation checks ("a user cannot make themselves admin or verified").
 *
 * Each cell acts on one row the service role created first:
 * - services, vet_deals, blog_posts, unemployment_jobs: the demo partner's row in a status the
 *   public does not see (pending / draft). Insert means "insert a row I own".
 * - profiles: the demo partner's profile. Insert means "insert any profile row".
 * - contact_messages, feedback, newsletter_subscribers, the reference tables: an existing row.
 * select = the row is readable; insert = the insert succeeds; update / delete = the row really
 * changed / disappeared (RLS turns a forbidden UPDATE or DELETE into "0 rows", not an error).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';
import {
  OPS,
  ROLES,
  setupActors,
  TABLES,
  type Actors,
  type Op,
  type Role,
  type Row,
  type TableSpec,
} from './rlsFixtures';

type Cell = 'allow' | 'deny';
type Matrix = Record<Role, Record<Op, Cell>>;
const A: Cell = 'allow';
const D: Cell = 'deny';
const cells = (select: Cell, insert: Cell, update: Cell, del: Cell) => ({
  select,
  insert,
  update,
  delete: del,
});

// Partners insert their own; owners update (and soft-delete via update); admins everything.
const CONTENT: Matrix = {
  anon: cells(D, D, D, D),
  veteran: cells(D, D, D, D),
  partner: cells(A, A, A, D),
  otherPartner: cells(D, A, D, D),
  admin: cells(A, A, A, A),
};
// Own profile readable and editable; admins read and edit any; rows come only from sign-up.
const PROFILES: Matrix = {
  anon: cells(D, D, D, D),
  veteran: cells(D, D, D, D),
  partner: cells(A, D, A, D),
  otherPartner: cells(D, D, D, D),
  admin: cells(A, D, A, D),
};
// Anyone sends; only admins read or handle.
const INBOX: Matrix = {
  anon: cells(D, A, D, D),
  veteran: cells(D, A, D, D),
  partner: cells(D, A, D, D),
  otherPartner: cells(D, A, D, D),
  admin: cells(A, A, A, A),
};
// Everyone reads; only admins change.
const REFERENCE: Matrix = {
  anon: cells(A, D, D, D),
  veteran: cells(A, D, D, D),
  partner: cells(A, D, D, D),
  otherPartner: cells(A, D, D, D),
  admin: cells(A, A, A, A),
};

const EXPECTED: Record<string, Matrix> = {
  services: CONTENT,
  vet_deals: CONTENT,
  blog_posts: CONTENT,
  unemployment_jobs: CONTENT,
  profiles: PROFILES,
  contact_messages: INBOX,
  feedback: INBOX,
  newsletter_subscribers: INBOX,
  military_careers: REFERENCE,
  occupations: REFERENCE,
  service_categories: REFERENCE,
};

let actors: Actors;
const created: { table: string; key: string; value: unknown }[] = [];

beforeAll(async () => {
  actors = await setupActors();
});

afterAll(async () => {
  const service = serviceClient();
  for (const row of created.reverse()) {
    await service.from(row.table).delete().eq(row.key, row.value);
  }
});

async function makeTarget(spec: TableSpec): Promise<unknown> {
  if (spec.existingKey) return spec.existingKey(actors);
  const { data, error } = await actors.service
    .from(spec.table)
    .insert(spec.target?.(actors) ?? {})
    .select(spec.key)
    .single();
  if (error || !data) throw new Error(`${spec.table}: fixture insert failed: ${error?.message}`);
  const value = (data as unknown as Row)[spec.key];
  created.push({ table: spec.table, key: spec.key, value });
  return value;
}

async function readAsService(spec: TableSpec, key: unknown): Promise<Row | null> {
  const { data } = await actors.service
    .from(spec.table)
    .select('*')
    .eq(spec.key, key)
    .maybeSingle();
  return (data as Row | null) ?? null;
}

async function check(spec: TableSpec, role: Role, op: Op): Promise<Cell> {
  const client = actors.clients[role];
  if (op === 'insert') {
    const row = spec.insert(actors, role);
    const { error } = await client.from(spec.table).insert(row);
    const marker = row[spec.marker];
    const { data } = await actors.service.from(spec.table).select(spec.key).eq(spec.marker, marker);
    const stored = (data ?? []) as unknown as Row[];
    for (const r of stored) created.push({ table: spec.table, key: spec.key, value: r[spec.key] });
    return !error && stored.length === 1 ? A : D;
  }
  const key = await makeTarget(spec);
  if (op === 'select') {
    const { data } = await client.from(spec.table).select(spec.key).eq(spec.key, key);
    return data?.length === 1 ? A : D;
  }
  if (op === 'update') {
    const change = spec.update();
    await client.from(spec.table).update(change).eq(spec.key, key);
    const after = await readAsService(spec, key);
    return after?.[spec.updated] === change[spec.updated] ? A : D;
  }
  await client.from(spec.table).delete().eq(spec.key, key);
  return (await readAsService(spec, key)) === null ? A : D;
}

describe('RLS matrix', () => {
  for (const spec of TABLES) {
    describe(spec.table, () => {
      for (const role of ROLES) {
        it(`${role}: ${OPS.join(', ')}`, async () => {
          const actual = {} as Record<Op, Cell>;
          for (const op of OPS) actual[op] = await check(spec, role, op);
          expect(actual).toEqual(EXPECTED[spec.table]?.[role]);
        });
      }
    });
  }
});

/** A fresh signed-in user (a new account for each test, so nothing leaks between tests). */
async function newUser(data: Record<string, unknown> = {}) {
  const client = anonClient();
  const { data: result, error } = await client.auth.signUp({
    email: uniqueEmail('rls'),
    password: 'Escalation-test-1',
    options: { data },
  });
  if (error || !result.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, id: result.user.id };
}

async function profileOf(id: string): Promise<Row> {
  const { data } = await actors.service.from('profiles').select('*').eq('id', id).single();
  return data as Row;
}

describe('nobody promotes themselves', () => {
  it('sign-up metadata cannot ask for admin or verification', async () => {
    const { id } = await newUser({
      firstName: 'Casey',
      lastName: 'Nguyen',
      accountType: 'admin',
      account_type: 'admin',
      user_type: 'veteran',
      verified_veteran: true,
    });
    expect(await profileOf(id)).toMatchObject({
      first_name: 'Casey',
      last_name: 'Nguyen',
      full_name: 'Casey Nguyen',
      user_type: 'veteran',
      account_type: 'user',
      verified_veteran: false,
      verified_at: null,
    });
  });

  it("the registration form's fields fill the profile (accountType business: a partner)", async () => {
    const { id } = await newUser({
      firstName: 'Morgan',
      lastName: 'Diaz',
      companyName: 'Diaz Roofing',
      phone: '555-0100',
      website: 'https://example.com',
      accountType: 'business',
    });
    expect(await profileOf(id)).toMatchObject({
      full_name: 'Morgan Diaz',
      company_name: 'Diaz Roofing',
      phone: '555-0100',
      website: 'https://example.com',
      user_type: 'partner',
      account_type: 'user',
    });
  });

  it('a user cannot make themselves admin or verified by updating their profile', async () => {
    const { client, id } = await newUser();
    for (const change of [
      { account_type: 'admin' },
      { verified_veteran: true },
      { verified_at: new Date().toISOString() },
    ]) {
      const { error } = await client.from('profiles').update(change).eq('id', id);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    // Ordinary fields stay editable.
    const { error } = await client.from('profiles').update({ first_name: 'Robin' }).eq('id', id);
    expect(error).toBeNull();
    expect(await profileOf(id)).toMatchObject({
      first_name: 'Robin',
      account_type: 'user',
      verified_veteran: false,
    });
  });

  it('a user cannot make themselves admin or verified through auth.updateUser data', async () => {
    const { client, id } = await newUser();
    const { error } = await client.auth.updateUser({
      data: { account_type: 'admin', accountType: 'admin', verified_veteran: true },
    });
    expect(error).toBeNull();
    expect(await profileOf(id)).toMatchObject({ account_type: 'user', verified_veteran: false });
    // Admin powers come from profiles, not from the token's metadata.
    const { data } = await client.from('contact_messages').select('id').limit(1);
    expect(data).toEqual([]);
  });

  it('admins cannot grant admin or verification either; the service role can', async () => {
    const { id } = await newUser();
    const admin = actors.clients.admin;
    const denied = await admin.from('profiles').update({ account_type: 'admin' }).eq('id', id);
    expect(denied.error?.code).toBe('42501');
    const verified = await actors.service
      .from('profiles')
      .update({ verified_veteran: true, verified_at: new Date().toISOString() })
      .eq('id', id);
    expect(verified.error).toBeNull();
    expect((await profileOf(id)).verified_veteran).toBe(true);
  });

  it('choosing partner in the metadata lets a user post, as their own only', async () => {
    const { client, id } = await newUser({ user_type: 'veteran' });
    const deal = () => ({ owner_id: id, title: 'Test', slug: `test-${Date.now()}`, merchant: 'M' });
    expect((await client.from('vet_deals').insert(deal())).error?.code).toBe('42501');
    await client.auth.updateUser({ data: { user_type: 'both' } });
    const own = deal();
    expect((await client.from('vet_deals').insert(own)).error).toBeNull();
    const other = { ...deal(), owner_id: actors.ids.partner };
    expect((await client.from('vet_deals').insert(other)).error?.code).toBe('42501');
    await actors.service.from('vet_deals').delete().eq('owner_id', id);
  });
});

describe('owners and moderated fields', () => {
  it('the server sets when a listing was created, changed and posted, whatever a partner sends', async () => {
    const partner = actors.clients.partner;
    const owner = actors.ids.partner;
    const future = '2099-01-01T00:00:00+00:00';
    const before = Date.now() - 60_000;
    const inserted = await partner
      .from('unemployment_jobs')
      .insert({
        owner_id: owner,
        title: 'Test job',
        slug: `test-job-${Date.now()}`,
        employer: 'Test employer',
        created_at: future,
        updated_at: future,
        posted_at: future,
      })
      .select('id, created_at, updated_at, posted_at')
      .single();
    expect(inserted.error).toBeNull();
    const job = inserted.data as Record<'created_at' | 'updated_at' | 'posted_at', string> & {
      id: number;
    };
    for (const column of ['created_at', 'updated_at', 'posted_at'] as const) {
      expect(Date.parse(job[column]), column).toBeGreaterThan(before);
      expect(Date.parse(job[column]), column).toBeLessThan(Date.now() + 60_000);
    }
    const moved = await partner
      .from('unemployment_jobs')
      .update({ title: 'Test job, edited', posted_at: future, created_at: future })
      .eq('id', job.id)
      .select('title, created_at, posted_at')
      .single();
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({
      title: 'Test job, edited',
      created_at: job.created_at,
      posted_at: job.posted_at,
    });

    const deal = await partner
      .from('vet_deals')
      .insert({
        owner_id: owner,
        title: 'Test',
        slug: `test-${Date.now()}`,
        merchant: 'M',
        updated_at: future,
      })
      .select('id, updated_at')
      .single();
    expect(deal.error).toBeNull();
    expect(Date.parse((deal.data as { updated_at: string }).updated_at)).toBeLessThan(
      Date.now() + 60_000,
    );
    // Staff keep control of the dates (imports, corrections).
    const fixed = await actors.service
      .from('unemployment_jobs')
      .update({ posted_at: '2026-01-02T00:00:00+00:00' })
      .eq('id', job.id)
      .select('posted_at')
      .single();
    expect(Date.parse((fixed.data as { posted_at: string }).posted_at)).toBe(
      Date.parse('2026-01-02T00:00:00Z'),
    );
    await actors.service.from('unemployment_jobs').delete().eq('id', job.id);
    await actors.service
      .from('vet_deals')
      .delete()
      .eq('id', (deal.data as { id: number }).id);
  });

  it('partners cannot set sponsorship, featuring or ratings themselves', async () => {
    const partner = actors.clients.partner;
    const owner = actors.ids.partner;
    const sponsored = await partner
      .from('services')
      .insert({ owner_id: owner, name: 'Test', slug: `test-${Date.now()}`, sponsored: true });
    expect(sponsored.error?.code).toBe('42501');
    const { data: deal } = await actors.service
      .from('vet_deals')
      .insert({ owner_id: owner, title: 'Test', slug: `test-${Date.now()}`, merchant: 'M' })
      .select('id')
      .single();
    const featured = await partner
      .from('vet_deals')
      .update({ featured_until: new Date(Date.now() + 864e5).toISOString() })
      .eq('id', deal?.id);
    expect(featured.error?.code).toBe('42501');
    await actors.service.from('vet_deals').delete().eq('id', deal?.id);
  });

  it('an owner soft-deletes their row: it leaves public lists but stays in theirs', async () => {
    const owner = actors.ids.partner;
    const slug = `test-${Date.now()}`;
    const { data: row } = await actors.service
      .from('vet_deals')
      .insert({ owner_id: owner, title: 'Test', slug, merchant: 'M', status: 'active' })
      .select('id')
      .single();
    const anon = actors.clients.anon;
    expect((await anon.from('vet_deals').select('id').eq('id', row?.id)).data).toHaveLength(1);
    const { error } = await actors.clients.partner
      .from('vet_deals')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', row?.id);
    expect(error).toBeNull();
    expect((await anon.from('vet_deals').select('id').eq('id', row?.id)).data).toEqual([]);
    const mine = await actors.clients.partner
      .from('vet_deals')
      .select('id, deleted_at')
      .eq('id', row?.id);
    expect(mine.data?.[0]?.deleted_at).not.toBeNull();
    await actors.service.from('vet_deals').delete().eq('id', row?.id);
  });

  it('a second newsletter sign-up with the same address is not an error', async () => {
    const email = `test-${Date.now()}@example.test`;
    const anon = anonClient();
    expect((await anon.from('newsletter_subscribers').insert({ email })).error).toBeNull();
    const again = await anon
      .from('newsletter_subscribers')
      .insert({ email: ` ${email.toUpperCase()} ` });
    expect(again.error).toBeNull();
    const { data } = await actors.service
      .from('newsletter_subscribers')
      .select('email')
      .eq('email', email);
    expect(data).toHaveLength(1);
    await actors.service.from('newsletter_subscribers').delete().eq('email', email);
  });

  it('signed-in senders can attach only their own id to a message', async () => {
    const veteran = await signedInClient('veteran@vethub.test');
    const forged = await veteran
      .from('contact_messages')
      .insert({ name: 'X', email: 'x@example.test', message: 'test', user_id: actors.ids.partner });
    expect(forged.error?.code).toBe('42501');
  });
});
