import { describe, expect, it } from 'vitest';
import {
  EXACT_COUNT_LIMIT,
  runOnServer,
  ServerQueryError,
} from '../../../../src/data/query/runOnServer';
import { json, scriptedClient } from './serverQuery';

const categories = [{ slug: 'housing', services: ['housing assistance', 'home modification'] }];

describe('the server executor', () => {
  it('sends visibility, filters, order and page as PostgREST reads them', async () => {
    const { client, requests } = scriptedClient(({ url }) =>
      url.pathname.endsWith('/service_categories')
        ? json(categories)
        : json([{ id: 4 }, { id: 2 }], 200, '10-11/12'),
    );
    const answer = await runOnServer(client, {
      table: 'services',
      category: 'housing',
      search: 'Legal  aid',
      state: 'tx',
      isHome: true,
      page: 2,
    });
    expect(answer).toEqual({ rows: [{ id: 4 }, { id: 2 }], total: 12 });

    const query = requests.at(-1);
    const params = query?.url.searchParams;
    // A word search reads the listed services, whose search_text joins the searched columns.
    expect(query?.url.pathname).toMatch(/\/rest\/v1\/services_listed$/);
    expect(params?.get('status')).toBe('eq.active');
    expect(params?.get('deleted_at')).toBe('is.null');
    expect(params?.get('state')).toBe('eq.TX');
    expect(params?.get('is_home')).toBe('eq.true');
    expect(params?.get('services')).toBe('ov.{"housing assistance","home modification"}');
    expect(params?.getAll('or')).toEqual([
      '(search_text.ilike."%legal%")',
      '(search_text.ilike."%aid%")',
      // The rows not featured now: featured ones were asked for first (featuredOrder.test).
      expect.stringMatching(/^\(featured_until\.is\.null,featured_until\.lte\.\d{4}-/),
    ]);
    expect(params?.get('order')).toBe('updated_at.desc.nullslast,id.desc.nullslast');
    expect([params?.get('offset'), params?.get('limit')]).toEqual(['10', '10']);
    // A word search asks for the planner's figure; this short page ends the list: 10 + 2.
    expect(query?.headers.get('Prefer')).toContain('count=planned');
  });

  it('counts a full page of words exactly if the planner expects one more page at most', async () => {
    const full = Array.from({ length: 10 }, (_, i) => ({ id: i }));
    const answerWith = async (planned: number) => {
      const { client, requests } = scriptedClient(({ method }) =>
        method === 'HEAD' ? json(null, 200, '*/57') : json(full, 206, `0-9/${planned}`),
      );
      const answer = await runOnServer(client, { table: 'services', search: 'aid' });
      return { answer, exactAsked: requests.some((r) => r.method === 'HEAD') };
    };
    const small = await answerWith(20);
    expect(small.exactAsked).toBe(true);
    expect(small.answer).toEqual({ rows: full, total: 57 });
    const large = await answerWith(21);
    expect(large.exactAsked).toBe(false);
    expect(large.answer).toEqual({ rows: full, total: 21, estimated: true });
  });

  it('ends a list of words at a short page without counting', async () => {
    const { client, requests } = scriptedClient(() => json([{ id: 1 }], 206, '10-10/3000'));
    const answer = await runOnServer(client, { table: 'services', search: 'aid', page: 2 });
    expect(answer).toEqual({ rows: [{ id: 1 }], total: 11 });
    expect(requests.map((r) => r.headers.get('Prefer'))).toEqual([
      expect.stringContaining('count=planned'),
    ]);
  });

  it('reads the table without words, and near me with its words column by column', async () => {
    const { client, requests } = scriptedClient(() => json([], 200, '*/0'));
    await runOnServer(client, { table: 'services', state: 'TX' });
    expect(requests.at(-1)?.url.pathname).toMatch(/\/rest\/v1\/services$/);
    await runOnServer(client, {
      table: 'services',
      search: 'aid',
      near: { zip: '78701', radiusMiles: 25 },
    });
    const near = requests.at(-1);
    expect(near?.url.pathname).toMatch(/\/rest\/v1\/rpc\/services_near$/);
    expect(near?.url.searchParams.getAll('or')).toContain(
      '(name.ilike."%aid%",title.ilike."%aid%",excerpt.ilike."%aid%",content.ilike."%aid%")',
    );
  });

  it('asks for the featured and the other rows of the first page at once', async () => {
    let restAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (restAsked = resolve));
    const { client } = scriptedClient(
      () => {
        restAsked();
        return json([{ id: 5 }, { id: 6 }], 200, '0-1/40');
      },
      // The featured answer waits until the other request has been sent: one after the
      // other, this would never resolve.
      async () => {
        await asked;
        return json([{ id: 1 }], 200, '0-0/1');
      },
    );
    const answer = await runOnServer(client, { table: 'services', pageSize: 2 });
    expect(answer).toEqual({ rows: [{ id: 1 }, { id: 5 }], total: 41 });
  });

  it('asks a directory without words for an estimated count (exact up to the limit)', async () => {
    const { client, requests } = scriptedClient(() => json([], 200, '*/0'));
    await runOnServer(client, { table: 'services', state: 'TX', isHome: true });
    expect(requests[0]?.headers.get('Prefer')).toContain('count=estimated');
  });

  it('asks again with an exact count when a page is refused against a low estimate', async () => {
    const { client, requests } = scriptedClient(({ headers }) =>
      headers.get('Prefer')?.includes('count=estimated')
        ? json({ code: 'PGRST103', message: 'Requested range not satisfiable' }, 416)
        : json([{ id: 3 }], 206, '8990-8990/9031'),
    );
    const answer = await runOnServer(client, { table: 'services', page: 900 });
    expect(answer).toEqual({ rows: [{ id: 3 }], total: 9031 });
    expect(requests.map((r) => r.headers.get('Prefer'))).toEqual([
      expect.stringContaining('count=estimated'),
      expect.stringContaining('count=exact'),
    ]);
  });

  it('keeps exact totals for the smaller tables', async () => {
    const { client, requests } = scriptedClient(() => json([], 200, '*/0'));
    await runOnServer(client, { table: 'military_careers' });
    expect(requests[0]?.headers.get('Prefer')).toContain('count=exact');
  });

  it('marks a total above the exact-count limit as an estimate, and one at it as a count', async () => {
    const answerWith = async (range: string) => {
      const { client } = scriptedClient(() => json([{ id: 1 }], 200, range));
      return runOnServer(client, { table: 'services' });
    };
    expect(await answerWith(`0-0/${EXACT_COUNT_LIMIT + 4_000}`)).toEqual({
      rows: [{ id: 1 }],
      total: EXACT_COUNT_LIMIT + 4_000,
      estimated: true,
    });
    expect(await answerWith(`0-0/${EXACT_COUNT_LIMIT}`)).toEqual({
      rows: [{ id: 1 }],
      total: EXACT_COUNT_LIMIT,
    });
  });

  it('marks the sum estimated when either the featured or the other part was estimated', async () => {
    const { client } = scriptedClient(
      () => json([{ id: 9 }], 200, '0-0/990'),
      () => json([{ id: 1 }], 200, `0-0/${EXACT_COUNT_LIMIT + 1}`),
    );
    const answer = await runOnServer(client, { table: 'vet_deals' });
    expect(answer).toMatchObject({ total: EXACT_COUNT_LIMIT + 991, estimated: true });
  });

  it('asks for the featured rows from the first one, so a later page is never answered 416', async () => {
    const featuredAsked: URLSearchParams[] = [];
    const { client } = scriptedClient(
      () => json([{ id: 9 }], 200, '0-0/13'),
      ({ url }) => {
        featuredAsked.push(url.searchParams);
        return json([{ id: 1 }, { id: 2 }], 200, '0-1/2');
      },
    );
    const answer = await runOnServer(client, { table: 'vet_deals', page: 2 });
    expect([featuredAsked[0]?.get('offset'), featuredAsked[0]?.get('limit')]).toEqual(['0', '20']);
    // Both featured rows belong to page 1; page 2 is the rest, from where they end.
    expect(answer.rows).toEqual([{ id: 9 }]);
    expect(answer.total).toBe(15);
  });

  it('asks for live deals only: active or permanent, switched on, not deleted', async () => {
    const { client, requests } = scriptedClient(() => json([], 200, '*/0'));
    await runOnServer(client, { table: 'vet_deals', category: 'Home & Garden' });
    const params = requests[0]?.url.searchParams;
    expect(params?.get('status')).toBe('in.(active,permanent)');
    expect(params?.get('active')).toBe('eq.true');
    expect(params?.get('category')).toBe('eq.Home & Garden');
  });

  it('searches military codes with the same expression as the mirror', async () => {
    const { client, requests } = scriptedClient(() => json([], 200, '*/0'));
    await runOnServer(client, { table: 'military_careers', code: '1d7x1' });
    const params = requests[0]?.url.searchParams;
    expect(params?.get('code')).toBe('imatch.^1D7[0-9X]1');
    expect(params?.get('order')).toBe('id.asc.nullslast');
  });

  it('answers a page past the end with no rows and the real total', async () => {
    const { client, requests } = scriptedClient(({ method }) =>
      method === 'HEAD'
        ? new Response(null, { status: 200, headers: { 'Content-Range': '*/57' } })
        : json(
            {
              code: 'PGRST103',
              message: 'Requested range not satisfiable',
              details: 'An offset of 100 was requested, but there are only 57 rows.',
              hint: null,
            },
            416,
          ),
    );
    expect(await runOnServer(client, { table: 'blog_posts', page: 11 })).toEqual({
      rows: [],
      total: 57,
    });
    expect(requests.map((r) => r.method)).toEqual(['GET', 'HEAD']);
  });

  it('reports an unreachable server as an error with status 0', async () => {
    const { client } = scriptedClient(() => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await runOnServer(client, { table: 'unemployment_jobs' }).catch((e) => e);
    expect(failure).toBeInstanceOf(ServerQueryError);
    expect(failure).toMatchObject({ status: 0 });
  });
});
