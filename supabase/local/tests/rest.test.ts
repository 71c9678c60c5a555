/**
 * REST through the real supabase-js client, against a stack serving the fixture project in
 * tests/fixtures/rest-project (which also proves `--workdir`): every filter operator, or/not,
 * ordering, paging with counts, single()/maybeSingle(), PGRST103, inserts, upserts, updates,
 * deletes, RPC, embedding and row-level security.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { filterCases, ids } from './fixtures/rest-project/filterCases';
import {
  NOTE_OWNER,
  rawRest,
  startRestFixture,
  type RestFixture,
} from './fixtures/rest-project/restFixture';

let fx: RestFixture;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  fx = await startRestFixture();
  anon = fx.anon;
  service = fx.service;
});
afterAll(async () => {
  await fx?.close();
});

describe('filters', () => {
  const cases = filterCases(() => anon);
  it.each(cases)('%s', async (_name, run, expected) => {
    const { data, error } = await run();
    expect(error).toBeNull();
    expect(ids(data)).toEqual(expected);
  });

  it('not.or and and= from the query string', async () => {
    const notOr = await rawRest(fx.url, '/books?select=id&not.or=(id.lt.3,id.gt.5)');
    expect(ids(notOr.json as { id: number }[])).toEqual([3, 4, 5]);
    const and = await rawRest(fx.url, '/books?select=id&and=(id.gt.1,or(id.eq.2,id.eq.7))');
    expect(ids(and.json as { id: number }[])).toEqual([2, 7]);
  });
});

describe('select, order, paging', () => {
  it('renames, casts and reads JSON paths', async () => {
    const { data } = await anon
      .from('books')
      .select('name:title,pages::text,series:meta->>series,meta->awards,price')
      .eq('id', 2)
      .single();
    expect(data).toEqual({
      name: 'The Dispossessed',
      pages: '387',
      series: null,
      awards: ['Hugo', 'Nebula'],
      price: 14.5,
    });
  });

  it('orders by several columns with nulls first or last', async () => {
    const multi = await anon
      .from('books')
      .select('id')
      .order('author_id', { nullsFirst: true })
      .order('pages', { ascending: false });
    expect(multi.data?.map((r) => r.id)).toEqual([7, 2, 1, 3, 4, 6, 5]);
    const nullsLast = await anon
      .from('books')
      .select('id')
      .order('price', { ascending: false, nullsFirst: false })
      .limit(3);
    expect(nullsLast.data?.map((r) => r.id)).toEqual([2, 5, 6]);
  });

  it('pages with an exact count: 206, Content-Range and count', async () => {
    const { data, count, status } = await anon
      .from('numbers')
      .select('n', { count: 'exact' })
      .order('n')
      .range(0, 9);
    expect(status).toBe(206);
    expect(count).toBe(57);
    expect(data?.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const tail = await anon
      .from('numbers')
      .select('n', { count: 'exact' })
      .order('n')
      .range(50, 59);
    expect([tail.status, tail.count, tail.data?.length]).toEqual([206, 57, 7]);
    const all = await anon.from('numbers').select('n', { count: 'exact' });
    expect([all.status, all.count, all.data?.length]).toEqual([200, 57, 57]);
    const head = await anon
      .from('numbers')
      .select('*', { count: 'exact', head: true })
      .eq('even', true);
    expect([head.count, head.data]).toEqual([28, null]);
    const planned = await anon.from('numbers').select('n', { count: 'planned' }).limit(1);
    expect(typeof planned.count).toBe('number');
    const estimated = await anon.from('numbers').select('n', { count: 'estimated' }).limit(1);
    expect(estimated.count).toBe(57);
  });

  it('sends the Content-Range PostgREST sends', async () => {
    const counted = await rawRest(fx.url, '/numbers?select=n&offset=0&limit=10', {
      headers: { prefer: 'count=exact' },
    });
    expect(counted.headers.get('content-range')).toBe('0-9/57');
    const uncounted = await rawRest(fx.url, '/numbers?select=n&offset=0&limit=10');
    expect([uncounted.status, uncounted.headers.get('content-range')]).toEqual([200, '0-9/*']);
    const empty = await rawRest(fx.url, '/numbers?n=gt.100', {
      headers: { prefer: 'count=exact' },
    });
    expect([empty.status, empty.headers.get('content-range'), empty.text]).toEqual([
      200,
      '*/0',
      '[]',
    ]);
  });

  it('answers 416 PGRST103 past the end', async () => {
    const { data, error, status } = await anon
      .from('numbers')
      .select('n', { count: 'exact' })
      .range(100, 109);
    expect(status).toBe(416);
    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 100 was requested, but there are only 57 rows.',
      hint: null,
    });
  });

  it('single() and maybeSingle()', async () => {
    const one = await anon.from('books').select('title').eq('id', 1).single();
    expect(one.data).toEqual({ title: 'A Wizard of Earthsea' });
    const none = await anon.from('books').select('title').eq('id', 999).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await anon.from('books').select('title').in('id', [1, 2]).single();
    expect([many.status, many.error?.code, many.error?.details]).toEqual([
      406,
      'PGRST116',
      'The result contains 2 rows',
    ]);
    const maybeNone = await anon.from('books').select('title').eq('id', 999).maybeSingle();
    expect([maybeNone.data, maybeNone.error]).toEqual([null, null]);
    const maybeMany = await anon.from('books').select('title').lt('id', 3).maybeSingle();
    expect(maybeMany.error?.code).toBe('PGRST116');
  });

  it('strips nulls when asked', async () => {
    const { data } = await anon.from('books').select('id,isbn,price').eq('id', 6).stripNulls();
    expect(data).toEqual([{ id: 6, price: 11 }]);
  });
});

describe('embedding', () => {
  it('many-to-one, one-to-many and one-to-one', async () => {
    const { data, error } = await anon
      .from('books')
      .select('id, author:authors(name), reviews(stars), book_covers(color)')
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data?.[0]).toEqual({
      id: 1,
      author: { name: 'Ursula Le Guin' },
      reviews: [{ stars: 5 }, { stars: 4 }],
      book_covers: { color: 'blue' },
    });
    expect(data?.[1]).toEqual({
      id: 2,
      author: { name: 'Ursula Le Guin' },
      reviews: [],
      book_covers: null,
    });
  });

  it('nests, filters, orders and limits embedded rows; !inner filters parents', async () => {
    const { data } = await anon
      .from('authors')
      .select('name, books(title, reviews(stars))')
      .eq('id', 1)
      .order('id', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .single();
    expect(data).toEqual({
      name: 'Ursula Le Guin',
      books: [{ title: 'The Dispossessed', reviews: [] }],
    });
    const inner = await anon
      .from('books')
      .select('id, reviews!inner(stars)')
      .eq('reviews.stars', 4);
    expect(inner.data).toEqual([{ id: 1, reviews: [{ stars: 4 }] }]);
    const notNull = await anon
      .from('books')
      .select('id, book_covers(color)')
      .not('book_covers', 'is', null);
    expect(ids(notNull.data)).toEqual([1, 3]);
  });
});

describe('writes', () => {
  it('inserts, returning the row with its defaults, or nothing', async () => {
    const created = await anon
      .from('books')
      .insert({ title: 'New Book', tags: ['a', 'b'], meta: { x: 1 } })
      .select()
      .single();
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      title: 'New Book',
      tags: ['a', 'b'],
      meta: { x: 1 },
      published: false,
    });
    expect(typeof created.data?.id).toBe('number');
    const minimal = await anon.from('authors').insert({ name: 'Minimal Writer' });
    expect([minimal.status, minimal.data, minimal.error]).toEqual([201, null, null]);
    const bulk = await anon
      .from('authors')
      .insert([{ name: 'Bulk One' }, { name: 'Bulk Two', country: 'NZ' }])
      .select('name,country');
    expect(bulk.data).toEqual([
      { name: 'Bulk One', country: null },
      { name: 'Bulk Two', country: 'NZ' },
    ]);
  });

  it('upserts: merge-duplicates, ignore-duplicates, on_conflict and missing=default', async () => {
    await anon.from('counters').upsert({ id: 'u1', hits: 1 });
    const merged = await anon.from('counters').upsert({ id: 'u1', hits: 5 }).select('id,hits');
    expect(merged.data).toEqual([{ id: 'u1', hits: 5 }]);
    const ignored = await anon
      .from('counters')
      .upsert({ id: 'u1', hits: 9 }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const after = await anon.from('counters').select('hits').eq('id', 'u1').single();
    expect(after.data?.hits).toBe(5);
    const byIsbn = await anon
      .from('books')
      .upsert({ isbn: '978-0-05', title: 'Kindred (new edition)' }, { onConflict: 'isbn' })
      .select('id,title');
    expect(byIsbn.data).toEqual([{ id: 5, title: 'Kindred (new edition)' }]);
    const defaults = await anon
      .from('counters')
      .upsert([{ id: 'u2' }, { id: 'u3', note: 'set' }], { defaultToNull: false })
      .select('id,note')
      .order('id');
    expect(defaults.data).toEqual([
      { id: 'u2', note: 'fresh' },
      { id: 'u3', note: 'set' },
    ]);
    const nulls = await anon
      .from('counters')
      .upsert([{ id: 'u4' }, { id: 'u5', note: 'set' }])
      .select('id,note')
      .order('id');
    expect(nulls.data).toEqual([
      { id: 'u4', note: null },
      { id: 'u5', note: 'set' },
    ]);
  });

  it('updates and deletes with filters, with counts and representations', async () => {
    await anon.from('numbers').insert([
      { n: 1001, even: false },
      { n: 1002, even: true },
      { n: 1003, even: false },
    ]);
    const updated = await anon
      .from('numbers')
      .update({ label: 'odd' })
      .gt('n', 1000)
      .eq('even', false)
      .select('n,label')
      .order('n');
    expect([updated.status, updated.data]).toEqual([
      200,
      [
        { n: 1001, label: 'odd' },
        { n: 1003, label: 'odd' },
      ],
    ]);
    const quiet = await anon
      .from('numbers')
      .update({ label: 'x' }, { count: 'exact' })
      .eq('n', 1002);
    expect([quiet.status, quiet.count, quiet.data]).toEqual([204, 1, null]);
    const deleted = await anon.from('numbers').delete({ count: 'exact' }).gt('n', 1000);
    expect([deleted.status, deleted.count]).toEqual([204, 3]);
    const unfiltered = await anon.from('numbers').delete();
    expect([unfiltered.status, unfiltered.error?.code]).toEqual([400, '21000']);
    const gone = await anon.from('numbers').delete().eq('n', 57).select('n').single();
    expect(gone.data).toEqual({ n: 57 });
    await anon.from('numbers').insert({ n: 57, even: false, label: 'n57' });
  });

  it('returns only the selected columns, so column privileges hold', async () => {
    const added = await anon.from('members').insert({ name: 'Ada' }).select('id,name').single();
    expect([added.status, added.data?.name]).toEqual([201, 'Ada']);
    const star = await anon.from('members').select('*');
    expect([star.status, star.error?.code]).toEqual([401, '42501']);
    const raise = await anon.from('members').update({ clearance: 9 }).eq('name', 'Ada');
    expect([raise.status, raise.error?.code]).toEqual([401, '42501']);
  });

  it('rolls back with Prefer: tx=rollback', async () => {
    const res = await anon
      .from('authors')
      .insert({ name: 'Never Saved' })
      .select('name')
      .rollback();
    expect(res.data).toEqual([{ name: 'Never Saved' }]);
    const { data } = await anon.from('authors').select('id').eq('name', 'Never Saved');
    expect(data).toEqual([]);
  });

  it('serves the fixture workdir on the suite database, and sees later migrations', async () => {
    expect(fx.stack.db.kind).toBe(inject('dbKind'));
    await fx.stack.db.exec(
      'create table public.late_arrival (id int primary key); insert into public.late_arrival values (1);',
    );
    const { data, error } = await anon.from('late_arrival').select('id');
    expect([data, error]).toEqual([[{ id: 1 }], null]);
  });
});

describe('rpc', () => {
  it('calls scalar, set-returning, table and void functions', async () => {
    expect((await anon.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5);
    expect((await anon.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    const titles = await anon.rpc('book_titles').limit(2);
    expect(titles.data).toEqual(['A Wizard of Earthsea', 'The Dispossessed']);
    const byAuthor = await anon
      .rpc('books_by_author', { author_name: 'Terry Pratchett' }, { count: 'exact' })
      .select('title')
      .gt('pages', 285);
    expect([byAuthor.data, byAuthor.count]).toEqual([[{ title: 'Guards! Guards!' }], 1]);
    const stats = await anon.rpc('author_stats').eq('author', 'Octavia Butler').single();
    expect(stats.data).toEqual({ author: 'Octavia Butler', book_count: 2 });
    const bumped = await anon.rpc('bump_counter', { counter_id: 'rpc' });
    expect([bumped.status, bumped.data, bumped.error]).toEqual([204, null, null]);
    expect((await anon.from('counters').select('hits').eq('id', 'rpc').single()).data).toEqual({
      hits: 1,
    });
  });

  it('passes arrays and defaults, and runs with the caller claims', async () => {
    expect((await anon.rpc('echo_tags', { tags: ['a', 'b'] })).data).toEqual(['a', 'b']);
    expect((await anon.rpc('echo_tags', { tags: ['a'], extra: 'z' })).data).toEqual(['a', 'z']);
    expect((await anon.rpc('whoami')).data).toEqual({ role: 'anon', sub: null });
    const user = await fx.userClient(NOTE_OWNER);
    expect((await user.rpc('whoami')).data).toEqual({ role: 'authenticated', sub: NOTE_OWNER });
    expect((await service.rpc('whoami')).data).toMatchObject({ role: 'service_role' });
  });

  it("gives a function the request's settings, a header's quotes and backslashes intact", async () => {
    // The settings go into the transaction's first message as quoted literals on PostgreSQL.
    const odd = `O'Brien \\' ); select 1; -- "quoted" $$ E'\\x41'`;
    const { status, json } = await rawRest(fx.url, '/rpc/request_setting', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-note': odd },
      body: JSON.stringify({ name: 'request.headers' }),
    });
    expect(status).toBe(200);
    expect(JSON.parse(json as string)).toMatchObject({ 'x-note': odd });
    const setting = (name: string) => anon.rpc('request_setting', { name }).then((r) => r.data);
    expect(await setting('request.method')).toBe('POST');
    expect(await setting('request.path')).toBe('/rest/v1/rpc/request_setting');
    expect(await setting('role')).toBe('anon');
  });

  it('reports errors: raised, unknown function, GET on a volatile function', async () => {
    const raised = await anon.rpc('fail_loudly', { message: 'boom' });
    expect([raised.status, raised.error]).toEqual([
      400,
      { code: 'P0001', message: 'boom', details: null, hint: 'raised on purpose' },
    ]);
    const unknown = await anon.rpc('no_such_function', { x: 1 });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'PGRST202']);
    const readOnly = await anon.rpc('bump_counter', { counter_id: 'ro' }, { get: true });
    expect([readOnly.status, readOnly.error?.code]).toEqual([405, '25006']);
  });
});

describe('row-level security and grants', () => {
  it('applies policies as the caller', async () => {
    expect((await anon.from('notes').select('body')).data).toEqual([{ body: 'A public note' }]);
    const owner = await fx.userClient(NOTE_OWNER);
    expect((await owner.from('notes').select('body').order('body')).data?.length).toBe(2);
    const other = await fx.userClient('22222222-2222-4222-8222-222222222222');
    const own = await other.from('notes').insert({ body: 'mine' }).select('body,owner_id').single();
    expect(own.data).toEqual({ body: 'mine', owner_id: '22222222-2222-4222-8222-222222222222' });
    const forged = await other.from('notes').insert({ body: 'forged', owner_id: NOTE_OWNER });
    expect([forged.status, forged.error?.code]).toEqual([403, '42501']);
    const anonInsert = await anon.from('notes').insert({ body: 'anon' });
    expect([anonInsert.status, anonInsert.error?.code]).toEqual([401, '42501']);
    const hijack = await other
      .from('notes')
      .update({ body: 'hijacked' }, { count: 'exact' })
      .eq('is_public', true);
    expect(hijack.count).toBe(0);
    expect((await service.from('notes').select('id', { count: 'exact', head: true })).count).toBe(
      3,
    );
  });
});
