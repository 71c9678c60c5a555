/**
 * Bad input against the REST API, raw and through supabase-js: malformed filters, unknown names,
 * SQL metacharacters in values and identifiers, oversized and invalid bodies, and forged or
 * expired JWTs. Each answer is a 4xx with a PostgREST-shaped body, never a 5xx, and the server
 * keeps answering normal queries afterwards.
 */
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, JWT_SECRET } from '../config';
import {
  makeClient,
  rawRest,
  startRestFixture,
  userToken,
  type RestFixture,
} from './fixtures/rest-project/restFixture';

let fx: RestFixture;

beforeAll(async () => {
  fx = await startRestFixture();
});
afterAll(async () => {
  await fx?.close();
});

/** After every test the server still answers a normal query, and the seeded rows are intact. */
afterEach(async () => {
  const { data, error, count } = await fx.anon
    .from('books')
    .select('id', { count: 'exact' })
    .lte('id', 7);
  expect(error).toBeNull();
  expect([data?.length, count]).toEqual([7, 7]);
});

/** `{code, message, details, hint}`: code and message strings, details and hint string or null. */
function expectPostgrestError(
  res: { status: number; json: unknown },
  status: number,
  code?: string,
) {
  expect(res.status).toBe(status);
  const body = res.json as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(typeof body.code).toBe('string');
  if (code) expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.details === null || typeof body.details === 'string').toBe(true);
  expect(body.hint === null || typeof body.hint === 'string').toBe(true);
}

describe('malformed query strings', () => {
  const cases: [string, number, string][] = [
    ['/books?id=eqx.1', 400, 'PGRST100'],
    ['/books?id=eq', 400, 'PGRST100'],
    ['/books?id=in.1,2', 400, 'PGRST100'],
    ['/books?id=in.(1,2', 400, 'PGRST100'],
    ['/books?or=(id.eq.1', 400, 'PGRST100'],
    ['/books?or=id.eq.1', 400, 'PGRST100'],
    ['/books?or=(id.eq.1,title)', 400, 'PGRST100'],
    ['/books?or=(id.eq."unterminated)', 400, 'PGRST100'],
    ['/books?title=like(some).x', 400, 'PGRST100'],
    ['/books?published=is.maybe', 400, 'PGRST100'],
    ['/books?limit=abc', 400, 'PGRST100'],
    ['/books?offset=1e9', 400, 'PGRST100'],
    ['/books?limit=-1', 416, 'PGRST103'],
    ['/books?order=id.sideways', 400, 'PGRST100'],
    ['/books?order=', 400, 'PGRST100'],
    ['/books?select=id,(', 400, 'PGRST100'],
    ['/books?select=id,authors(name', 400, 'PGRST100'],
    ['/books?select=id::', 400, 'PGRST100'],
    ['/books?select=id;drop table books', 400, 'PGRST100'],
    ['/books?select=id::text);drop table books;--', 400, 'PGRST100'],
    ['/books?id=eq.abc', 400, '22P02'],
    ['/books?published_at=gt.notadate', 400, '22007'],
    ['/books?tags=cs.{unclosed', 400, '22P02'],
    ['/books?meta=cs.{not json}', 400, '22P02'],
    ['/books?search=fts(klingon).word', 400, '42704'],
    ['/books?select=id::int4 x', 400, '42704'],
    ['/books?select=id::nosuchtype', 400, '42704'],
    ['/books?reviews.stars=eq.5', 400, 'PGRST108'],
  ];
  it.each(cases)('%s → %i %s', async (path, status, code) => {
    expectPostgrestError(await rawRest(fx.url, path.replace(/ /g, '%20')), status, code);
  });

  it('refuses logic trees nested deeper than the parser allows', async () => {
    const deep = `${'and('.repeat(200)}id.eq.1${')'.repeat(200)}`;
    expectPostgrestError(await rawRest(fx.url, `/books?or=(${deep})`), 400, 'PGRST100');
    const select = `${'authors('.repeat(40)}*${')'.repeat(40)}`;
    expectPostgrestError(await rawRest(fx.url, `/books?select=${select}`), 400, 'PGRST100');
  });

  it('reports malformed filters to supabase-js as errors', async () => {
    const { error, status } = await fx.anon.from('books').select('id').filter('id', 'between', '1');
    expect([status, error?.code]).toEqual([400, 'PGRST100']);
  });
});

describe('unknown names', () => {
  it('unknown tables → 404 PGRST205 with a suggestion', async () => {
    const res = await rawRest(fx.url, '/book');
    expectPostgrestError(res, 404, 'PGRST205');
    expect(res.json).toMatchObject({ hint: "Perhaps you meant the table 'public.books'" });
    expectPostgrestError(await rawRest(fx.url, '/pg_user'), 404, 'PGRST205');
    expectPostgrestError(await rawRest(fx.url, '/books;drop table books'), 404, 'PGRST205');
    expectPostgrestError(
      await rawRest(fx.url, '/books%22%3B%20drop%20table%20books%3B--'),
      404,
      'PGRST205',
    );
    const viaClient = await fx.anon.from('no_such_table').select('*');
    expect([viaClient.status, viaClient.error?.code]).toEqual([404, 'PGRST205']);
  });

  it('unknown columns → 400 42703 or PGRST204', async () => {
    const cases: [string, RequestInit, string][] = [
      ['/books?select=nope', {}, '42703'],
      ['/books?nope=eq.1', {}, '42703'],
      ['/books?order=nope.desc', {}, '42703'],
      ['/books?select="id;drop table books"', {}, '42703'],
      ['/books?id%29%20or%20%281%3D1=eq.1', {}, '42703'],
      ['/books?order=id;--', {}, '42703'],
      ['/books', { method: 'POST', body: '{"nope":1}' }, 'PGRST204'],
      ['/books?columns=nope', { method: 'POST', body: '[{"title":"x"}]' }, 'PGRST204'],
      [
        '/books?on_conflict=nope',
        {
          method: 'POST',
          body: '{"title":"x"}',
          headers: { prefer: 'resolution=merge-duplicates' },
        },
        'PGRST204',
      ],
      ['/books?id=eq.1', { method: 'PATCH', body: '{"title; drop table books":"x"}' }, 'PGRST204'],
    ];
    for (const [path, init, code] of cases) {
      const headers = {
        'content-type': 'application/json',
        ...(init.headers as Record<string, string>),
      };
      expectPostgrestError(
        await rawRest(fx.url, path.replace(/ /g, '%20'), { ...init, headers }),
        400,
        code,
      );
    }
    const viaClient = await fx.anon.from('books').select('id, nope');
    expect([viaClient.status, viaClient.error?.code]).toEqual([400, '42703']);
  });

  it('unknown relationships and functions', async () => {
    expectPostgrestError(await rawRest(fx.url, '/books?select=*,publishers(*)'), 400, 'PGRST200');
    const rpc = await fx.anon.rpc('add_numbers', { a: 1, 'b; drop table books': 2 });
    expect([rpc.status, rpc.error?.code]).toEqual([404, 'PGRST202']);
    const headers = { 'content-type': 'application/json' };
    expectPostgrestError(
      await rawRest(fx.url, '/rpc/pg_sleep', { method: 'POST', body: '{"seconds":1}', headers }),
      404,
      'PGRST202',
    );
  });
});

describe('SQL metacharacters are data, never SQL', () => {
  const nasty = [
    "'; drop table books; --",
    "' or '1'='1",
    'a"b\\c',
    '); delete from books; --',
    '$1',
    '\u2028\u00e9\u{1F600}',
  ];

  it.each(nasty)('in filter values: %s', async (value) => {
    const eq = await fx.anon.from('books').select('id').eq('title', value);
    expect([eq.error, eq.data]).toEqual([null, []]);
    const like = await fx.anon.from('books').select('id').ilike('title', `%${value}%`);
    expect(like.error).toBeNull();
    const inList = await fx.anon.from('books').select('id').in('title', [value, 'Kindred']);
    expect(inList.data).toEqual([{ id: 5 }]);
    const orTree = await fx.anon
      .from('books')
      .select('id')
      .or(`title.eq."${value.replace(/["\\]/g, '\\$&')}",id.eq.1`);
    expect(orTree.data).toEqual([{ id: 1 }]);
  });

  it('round-trips them through insert, select and RPC', async () => {
    const body = nasty.join(' | ');
    const created = await fx.anon
      .from('books')
      .insert({ title: body, tags: nasty, meta: { [nasty[0] ?? 'k']: nasty[1] } })
      .select('id,title,tags,meta')
      .single();
    expect(created.data).toMatchObject({
      title: body,
      tags: nasty,
      meta: { [nasty[0] ?? 'k']: nasty[1] },
    });
    const found = await fx.anon.from('books').select('title').eq('title', body).single();
    expect(found.data?.title).toBe(body);
    const echoed = await fx.anon.rpc('echo_tags', { tags: nasty });
    expect(echoed.data).toEqual(nasty);
    await fx.anon.from('books').delete().eq('id', Number(created.data?.id));
  });

  it('in identifiers: quoted column names and aliases work, odd ones fail cleanly', async () => {
    const quoted = await rawRest(
      fx.url,
      '/odd_names?select=id,"with space","quote""d",Upper,"a""b":id&quote"d=eq.quoted',
    );
    expect(quoted.status).toBe(200);
    expect(quoted.json).toEqual([
      { id: 1, 'with space': 'spaced', 'quote"d': 'quoted', Upper: 'upper', 'a"b': 1 },
    ]);
    const quotedKey = await fx.anon
      .from('books')
      .select(`id,k:meta->>"x'); drop table books;--"`)
      .eq('id', 1);
    expect(quotedKey.data).toEqual([{ id: 1, k: null }]);
    const bareKey = await fx.anon.from('books').select("id,k:meta->>x'); drop table books;--");
    expect([bareKey.status, bareKey.error?.code]).toEqual([400, 'PGRST100']);
  });

  it('null bytes and invalid text are refused with a 4xx', async () => {
    const nul = await rawRest(fx.url, '/books?title=eq.a%00b');
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    const rpc = await fx.anon.rpc('add_numbers', { a: 'x', b: 1 });
    expect([rpc.status, rpc.error?.code]).toEqual([400, '22P02']);
  });
});

describe('constraint and permission errors', () => {
  it('maps constraint errors to PostgREST statuses', async () => {
    const duplicate = await fx.anon.from('authors').insert({ name: 'Ursula Le Guin' });
    expect([duplicate.status, duplicate.error?.code]).toEqual([409, '23505']);
    const orphan = await fx.anon.from('reviews').insert({ book_id: 99999, stars: 3 });
    expect([orphan.status, orphan.error?.code]).toEqual([409, '23503']);
    const missing = await fx.anon.from('books').insert({ pages: 3 });
    expect([missing.status, missing.error?.code]).toEqual([400, '23502']);
    const check = await fx.anon.from('reviews').insert({ book_id: 1, stars: 9 });
    expect([check.status, check.error?.code]).toEqual([400, '23514']);
  });

  it('answers 401 for anon and 403 for a user without grants', async () => {
    const asAnon = await fx.anon.from('vault').select('*');
    expect([asAnon.status, asAnon.error?.code]).toEqual([401, '42501']);
    const user = await fx.userClient('44444444-4444-4444-8444-444444444444');
    const asUser = await user.from('vault').select('*');
    expect([asUser.status, asUser.error?.code]).toEqual([403, '42501']);
  });
});

describe('bodies', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}, path = '/books') =>
    rawRest(fx.url, path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses bodies over 1 MiB with 413', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    expectPostgrestError(await post(big), 413);
    const stream = new Blob([big]).stream();
    const chunked = await fetch(`${fx.url}/rest/v1/books`, {
      method: 'POST',
      body: stream,
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const viaClient = await fx.anon.from('books').insert({ title: 'y'.repeat(1024 * 1024 + 10) });
    expect(viaClient.status).toBe(413);
  });

  it('refuses invalid JSON and wrong shapes with 400 PGRST102', async () => {
    for (const body of ['{"title": ', 'not json', '5', '"text"', '[1, 2]', 'null']) {
      expectPostgrestError(await post(body), 400, 'PGRST102');
    }
    expectPostgrestError(await post('[{"title":"a"},{"isbn":"b"}]'), 400, 'PGRST102');
    const patch = await rawRest(fx.url, '/books?id=eq.1', {
      method: 'PATCH',
      body: '[{"title":"x"}]',
      headers: { 'content-type': 'application/json' },
    });
    expectPostgrestError(patch, 400, 'PGRST102');
    expectPostgrestError(await post('[1]', {}, '/rpc/add_numbers'), 400, 'PGRST102');
  });

  it('refuses other media types and bad headers', async () => {
    expectPostgrestError(await post('title=x', { 'content-type': 'text/plain' }), 415);
    expectPostgrestError(
      await rawRest(fx.url, '/books', { headers: { accept: 'text/csv' } }),
      406,
      'PGRST107',
    );
    expectPostgrestError(
      await rawRest(fx.url, '/books', { headers: { 'accept-profile': 'auth' } }),
      406,
      'PGRST106',
    );
    expectPostgrestError(
      await rawRest(fx.url, '/books', { headers: { prefer: 'handling=strict, count=maybe' } }),
      400,
      'PGRST122',
    );
    expectPostgrestError(
      await rawRest(fx.url, '/books?id=eq.1', { method: 'PUT', body: '{}' }),
      405,
      'PGRST117',
    );
    expectPostgrestError(await rawRest(fx.url, '/books/1'), 404, 'PGRST125');
  });
});

describe('JWTs', () => {
  const secret = new TextEncoder().encode(JWT_SECRET);
  const now = Math.floor(Date.now() / 1000);
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  const tokens: Record<string, () => Promise<string>> = {
    expired: () => userToken('33333333-3333-4333-8333-333333333333', -60),
    'wrongly signed': () =>
      new SignJWT({ role: 'service_role' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign-with')),
    'alg none': async () =>
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role', exp: now + 600 })}.`,
    'HS512 with the right secret': () =>
      new SignJWT({ role: 'authenticated' })
        .setProtectedHeader({ alg: 'HS512' })
        .setExpirationTime(now + 600)
        .sign(secret),
    'a role the API does not have': () =>
      new SignJWT({ role: 'postgres' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(now + 600)
        .sign(secret),
    garbage: async () => 'not.a.jwt',
  };

  it.each(Object.keys(tokens))('%s → 401', async (name) => {
    const token = await tokens[name]?.();
    const raw = await rawRest(fx.url, '/books?select=id', {
      headers: { authorization: `Bearer ${token}` },
    });
    expectPostgrestError(raw, 401);
    expect(raw.headers.get('www-authenticate')).toContain('Bearer');
    const client = makeClient(fx.url, ANON_KEY, token);
    const viaClient = await client.from('vault').select('*');
    expect(viaClient.status).toBe(401);
    const asKey = makeClient(fx.url, token ?? '');
    expect((await asKey.rpc('whoami')).status).toBe(401);
  });

  it('no key at all → 401', async () => {
    const res = await fetch(`${fx.url}/rest/v1/books`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});
