/**
 * What the fuzzer found, kept as plain tests: each failed before its fix.
 */
import { Agent } from 'undici';
import { describe, expect, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../config';
import { apiUrl } from '../support/clients';
import { raw } from '../support/rawHttp';

describe('answers the fuzzer found wrong', () => {
  it('a value PostgreSQL cannot read as a boolean is 400 22P02, not a 500', async () => {
    for (const path of [
      '/rest/v1/services?select=id&is_home=gt.%3Cscript%3E',
      '/rest/v1/donation_options?select=currency&monthly_allowed=neq.%7Ba%2Cb%7D',
    ]) {
      const answer = await raw(path);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: '22P02' });
    }
  });

  it('a search word longer than PostgreSQL can read is 400 54000, not a 500', async () => {
    // The body is read as a blog_posts row, generated tsvector column included, before the
    // insert is refused for writing that column.
    const answer = await raw('/rest/v1/blog_posts?columns=featured_until', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'tx=rollback' },
      body: JSON.stringify({ featured_until: null, search: 'x'.repeat(35_000) }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: '54000',
      message: expect.stringMatching(/too long/),
    });
    expect((await raw('/rest/v1/blog_posts?select=id&limit=1')).status).toBe(200);
  });

  it('an empty in-list on a JSON path with its own parameters is answered, not 503 08P01', async () => {
    // The JSON path's keys were bound as parameters of a condition then left out as `false`.
    const answer = await raw('/rest/v1/audit_log?id=eq.450&after=gt.a&before-%3E%3Ea+b=in.%28%29', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', prefer: 'tx=rollback, return=minimal' },
      body: JSON.stringify({ before: 'a' }),
    });
    expect(answer.status).toBeLessThan(500);
    const read = await raw('/rest/v1/services?select=id&limit=1&name-%3E%3Ea+b=in.%28%29');
    expect(read.status).toBeLessThan(500);
  });

  it('a request answered before its body is read leaves the connection usable', async () => {
    // One connection, so the second request goes down the same socket as the first.
    const dispatcher = new Agent({ connections: 1, pipelining: 1 });
    const headers = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${apiUrl()}/rest/v1/services?select=id&limit=1`, {
          method: i % 2 ? 'GET' : 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: i % 2 ? undefined : JSON.stringify({ name: 'x'.repeat(600_000) }),
          // @ts-expect-error undici's fetch takes a dispatcher; the DOM type does not know it
          dispatcher,
        }).then(
          async (res) => (await res.text(), res.status),
          (error: Error) => `${error.name}: ${String((error.cause as Error | undefined)?.message)}`,
        ),
      ),
    );
    await dispatcher.close();
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 200 : 405)));
  });
});

describe('the OpenAPI root', () => {
  it('describes tables and functions to the service role only', async () => {
    const service = await raw('/rest/v1/', {}, SERVICE_ROLE_KEY);
    const full = service.json as { definitions: Record<string, { properties: object }> };
    expect(Object.keys(full.definitions.services?.properties ?? {})).toContain('owner_id');
    const anon = await raw('/rest/v1/');
    expect(anon.status).toBe(200);
    expect(anon.json).not.toHaveProperty('definitions');
    expect(anon.json).not.toHaveProperty('paths');
    const forged = await raw('/rest/v1/', {}, `${SERVICE_ROLE_KEY.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
  });
});
