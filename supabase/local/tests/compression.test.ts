/**
 * The stack compresses what it sends when the client asks, as hosted Supabase does: brotli
 * or gzip by Accept-Encoding, on REST (paged 206 answers too) and Auth; nothing for a client
 * that does not ask, and a malformed header is answered plainly, never with an error.
 */
import { request } from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../config';
import { acceptedEncoding } from '../compression';
import { DEMO_PASSWORD } from '../../../scripts/seed/demoUsers';
import { apiUrl } from './support/clients';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  wireBytes: number;
}

/** One request with the exact headers given; the body decoded by what the server said it sent. */
function raw(path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${apiUrl()}${path}`,
      {
        method: body ? 'POST' : 'GET',
        headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'br'
              ? zlib.brotliDecompressSync(wire)
              : encoding === 'gzip'
                ? zlib.gunzipSync(wire)
                : wire;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: decoded.toString('utf8'),
            wireBytes: wire.length,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const LIST = '/rest/v1/military_careers?select=*&order=id.asc&limit=200';

describe('compressed answers from the local stack', () => {
  it('sends a list as brotli when asked, the same rows in a fraction of the bytes', async () => {
    const plain = await raw(LIST, {});
    const br = await raw(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(br.body)).toEqual(JSON.parse(plain.body));
    expect(br.wireBytes).toBeLessThan(plain.wireBytes / 3);
  });

  it('sends gzip to a client that accepts only gzip, and a paged 206 answer compressed too', async () => {
    const page = await raw(LIST, { 'accept-encoding': 'gzip', prefer: 'count=exact' });
    expect(page.status).toBe(206);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-range']).toMatch(/^0-199\/\d+$/);
    expect(JSON.parse(page.body)).toHaveLength(200);
  });

  it('compresses Auth answers (a session)', async () => {
    const session = await raw(
      '/auth/v1/token?grant_type=password',
      { 'accept-encoding': 'br', 'content-type': 'application/json' },
      JSON.stringify({ email: 'veteran@vethub.test', password: DEMO_PASSWORD }),
    );
    expect(session.status).toBe(200);
    expect(session.headers['content-encoding']).toBe('br');
    expect(JSON.parse(session.body)).toHaveProperty('access_token');
  });

  it('leaves small answers alone', async () => {
    const one = await raw('/rest/v1/services?select=id&limit=1', { 'accept-encoding': 'br' });
    expect(one.status).toBe(200);
    expect(one.headers['content-encoding']).toBeUndefined();
  });

  it('answers a malformed or refusing Accept-Encoding plainly, never with an error', async () => {
    for (const header of [';;q=, ,', 'br;q=0, gzip;q=0', 'identity', 'x'.repeat(4000)]) {
      const answer = await raw(LIST, { 'accept-encoding': header });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body)).toHaveLength(200);
    }
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, honours q-values and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0')).toBe('gzip');
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('deflate')).toBeUndefined();
  });
});
