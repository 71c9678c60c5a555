/**
 * Storage through the real supabase-js client on the suite's stack: buckets, objects, signed URLs
 * and bad input, in buckets the service role makes for limits and private access, plus signed
 * uploads into VetHub's `listing-images` bucket (each user writes only under `<uid>/…`). VetHub's
 * own policies on that bucket are tested in tests/api/listingImagesBucket.test.ts.
 */
import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../scripts/seed/demoUsers';
import { ANON_KEY } from '../config';
import { anonClient, apiUrl, serviceClient, signedInClient } from './support/clients';
import { file, png } from './support/uploads';

/** Declares a 51 MB upload and returns the status the server answers with. */
function statusOfHugeUpload(path: string): Promise<number> {
  const url = new URL(`${apiUrl()}/storage/v1/object/${path}`);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${ANON_KEY}`,
        'content-type': 'text/plain',
        'content-length': String(51 * 1024 * 1024),
      },
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

let service: SupabaseClient;
let partner: SupabaseClient;
let veteran: SupabaseClient;
let anon: SupabaseClient;
const partnerId = DEMO_USERS.partner.id;
const run = Date.now().toString(36);
const bucketName = (kind: string) => `test-${kind}-${run}`;

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  partner = await signedInClient(DEMO_USERS.partner.email);
  veteran = await signedInClient(DEMO_USERS.veteran.email);
  const made = await service.storage.createBucket(bucketName('private'), {
    public: false,
    fileSizeLimit: 1024,
    allowedMimeTypes: ['text/plain', 'image/*'],
  });
  expect(made.error).toBeNull();
});

describe('buckets', () => {
  it('creates, reads, updates, empties and deletes with the service role', async () => {
    const id = bucketName('crud');
    expect((await service.storage.createBucket(id, { public: true })).data).toEqual({ name: id });
    const got = await service.storage.getBucket(id);
    expect(got.data).toMatchObject({ id, name: id, public: true, file_size_limit: null });
    const listed = await service.storage.listBuckets();
    expect(listed.data?.map((b) => b.id)).toContain('listing-images');
    await service.storage.updateBucket(id, { public: false, fileSizeLimit: '2MB' });
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      public: false,
      file_size_limit: 2 * 1024 * 1024,
    });
    await service.storage.from(id).upload('a.txt', 'hello', { contentType: 'text/plain' });
    const notEmpty = await service.storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({ status: 409, message: /not empty/ });
    expect((await service.storage.emptyBucket(id)).error).toBeNull();
    expect((await service.storage.deleteBucket(id)).error).toBeNull();
    expect((await service.storage.getBucket(id)).error).toMatchObject({ status: 404 });
  });

  it('refuses bucket changes by anon and users (RLS), duplicates and bad settings', async () => {
    const refused = await partner.storage.createBucket(bucketName('mine'));
    expect(refused.error).toMatchObject({ status: 403 });
    expect((await anon.storage.createBucket(bucketName('anon'))).error).toMatchObject({
      status: 403,
    });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    const dup = await service.storage.createBucket(bucketName('private'));
    expect(dup.error).toMatchObject({ status: 409 });
    const cases: [string, Parameters<typeof service.storage.createBucket>[1]][] = [
      ['../etc', { public: false }],
      [bucketName('big'), { public: false, fileSizeLimit: '9TB' }],
      [bucketName('mime'), { public: false, allowedMimeTypes: ['not a type'] }],
    ];
    for (const [id, options] of cases) {
      const { error } = await service.storage.createBucket(id, options);
      expect(error).toMatchObject({ status: 400 });
      expect(error?.message).toMatch(/invalid|must be/i);
    }
  });
});

describe('objects', () => {
  const bucket = () => service.storage.from(bucketName('private'));

  it('uploads, refuses a duplicate, upserts, downloads, moves, copies, lists and removes', async () => {
    const up = await bucket().upload('docs/a.txt', 'first', { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    const dup = await bucket().upload('docs/a.txt', 'second', { contentType: 'text/plain' });
    expect(dup.error).toMatchObject({ status: 409 });
    await bucket().upload('docs/a.txt', 'second', { contentType: 'text/plain', upsert: true });
    expect(await (await bucket().download('docs/a.txt')).data?.text()).toBe('second');
    await bucket().update('docs/a.txt', 'third', { contentType: 'text/plain' });
    expect(await (await bucket().download('docs/a.txt')).data?.text()).toBe('third');

    expect((await bucket().move('docs/a.txt', 'docs/b.txt')).error).toBeNull();
    expect((await bucket().download('docs/a.txt')).error).toMatchObject({ status: 404 });
    expect((await bucket().copy('docs/b.txt', 'docs/sub/c.txt')).data).toEqual({
      path: `${bucketName('private')}/docs/sub/c.txt`,
    });
    await bucket().upload('docs/z.txt', 'z', { contentType: 'text/plain' });

    const names = async (options: Parameters<ReturnType<typeof bucket>['list']>[1]) =>
      (await bucket().list('docs', options)).data?.map((o) => o.name);
    expect(await names({})).toEqual(['b.txt', 'sub', 'z.txt']);
    expect(await names({ sortBy: { column: 'name', order: 'desc' } })).toEqual([
      'z.txt',
      'sub',
      'b.txt',
    ]);
    expect(await names({ limit: 1, offset: 1 })).toEqual(['sub']);
    expect(await names({ search: 'z' })).toEqual(['z.txt']);
    const info = await bucket().info('docs/b.txt');
    expect(info.data).toMatchObject({ size: 5, contentType: 'text/plain' });
    expect((await bucket().exists('docs/b.txt')).data).toBe(true);
    expect((await bucket().exists('docs/nope.txt')).data).toBe(false);

    const removed = await bucket().remove(['docs/b.txt', 'docs/sub/c.txt']);
    expect(removed.data?.map((o) => o.name).sort()).toEqual(['docs/b.txt', 'docs/sub/c.txt']);
    expect(await names({})).toEqual(['z.txt']);
  });

  it('keeps private objects from anon and users; signed URLs open them until they expire', async () => {
    await bucket().upload('secret.txt', 'for staff', { contentType: 'text/plain' });
    expect(
      (await anon.storage.from(bucketName('private')).download('secret.txt')).error,
    ).toMatchObject({ status: 404 });
    expect(
      (await partner.storage.from(bucketName('private')).createSignedUrl('secret.txt', 60)).error,
    ).toMatchObject({ status: 404 });
    const publicUrl = anon.storage.from(bucketName('private')).getPublicUrl('secret.txt')
      .data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(404);

    const signed = await bucket().createSignedUrl('secret.txt', 60);
    const res = await fetch(signed.data?.signedUrl ?? '');
    expect(await res.text()).toBe('for staff');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const many = await bucket().createSignedUrls(['secret.txt', 'missing.txt'], 60);
    expect(many.data?.map((d) => d.error)).toEqual([null, expect.stringMatching(/does not exist/)]);

    // A token for one object does not open another, and a tampered token opens nothing.
    await bucket().upload('other.txt', 'other', { contentType: 'text/plain' });
    const token = new URL(signed.data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const base = `${apiUrl()}/storage/v1/object/sign/${bucketName('private')}`;
    expect((await fetch(`${base}/other.txt?token=${token}`)).status).toBe(400);
    expect((await fetch(`${base}/secret.txt?token=${token}x`)).status).toBe(400);
    // A URL signed for one second is refused once its second is over, saying why.
    const expiring = await bucket().createSignedUrl('secret.txt', 1);
    const answer = async () => {
      const res = await fetch(expiring.data?.signedUrl ?? '');
      return `${res.status} ${((await res.json().catch(() => ({}))) as { message?: string }).message}`;
    };
    await expect.poll(answer, { timeout: 5_000, interval: 250 }).toMatch(/^400 .*expired/);
  });

  it('signed upload URLs let the holder upload once, where the signer may', async () => {
    const images = partner.storage.from('listing-images');
    const path = `${partnerId}/signed-${run}.png`;
    const signed = await images.createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const up = await anon.storage
      .from('listing-images')
      .uploadToSignedUrl(path, signed.data?.token ?? '', file(await png(), 'image/png'));
    expect(up.error).toBeNull();
    const again = await anon.storage
      .from('listing-images')
      .uploadToSignedUrl(path, signed.data?.token ?? '', file(await png(), 'image/png'));
    expect(again.error).toMatchObject({ status: 409 });
    const forged = await veteran.storage
      .from('listing-images')
      .createSignedUploadUrl(`${partnerId}/forged-${run}.png`);
    expect(forged.error).toMatchObject({ status: 403 });
  });

  it('answers bad input with 4xx and a reason: limits, traversal, malformed bodies', async () => {
    const big = await bucket().upload('big.txt', 'x'.repeat(2048), { contentType: 'text/plain' });
    expect(big.error).toMatchObject({ status: 413, message: /maximum allowed size/ });
    const pdf = await bucket().upload('a.pdf', 'pdf', { contentType: 'application/pdf' });
    expect(pdf.error).toMatchObject({ status: 415 });
    for (const name of ['../escape.txt', 'a/../../b.txt']) {
      const { error } = await bucket().upload(name, 'x', { contentType: 'text/plain' });
      expect(error, name).toMatchObject({ status: 400, message: /Invalid key/ });
    }
    // What supabase-js would clean up or encode, sent raw.
    for (const raw of ['%2e%2e%2fescape.txt', 'a//b.txt', '..%5c..%5cwin.txt', '%00.txt', '%zz']) {
      const res = await fetch(`${apiUrl()}/storage/v1/object/${bucketName('private')}/${raw}`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(res.status, raw).toBe(400);
      expect((await res.json()).message, raw).toMatch(/Invalid key/);
    }
    // URL resolution takes "../" out of the path before it is sent: it reaches no object.
    const escape = await bucket().download('../../etc/passwd');
    expect(escape.data).toBeNull();
    expect(escape.error).toMatchObject({ status: 404 });
    expect((await bucket().list('', { limit: -1 })).error).toMatchObject({ status: 400 });
    expect(
      (await bucket().list('', { sortBy: { column: 'size; drop table x', order: 'asc' } })).error,
    ).toMatchObject({ status: 400 });
    expect((await bucket().createSignedUrl('secret.txt', -5)).error).toMatchObject({ status: 400 });
    expect((await service.storage.from('no-such-bucket').upload('a.txt', 'x')).error).toMatchObject(
      { status: 404, message: 'Bucket not found' },
    );
    // The server answers from the declared length, before the body is sent.
    expect(await statusOfHugeUpload(`${bucketName('private')}/huge.bin`)).toBe(413);
    const noKey = await fetch(`${apiUrl()}/storage/v1/bucket`);
    expect(noKey.status).toBe(401);
    const forged = await fetch(`${apiUrl()}/storage/v1/bucket`, {
      headers: { apikey: ANON_KEY, authorization: 'Bearer forged.token.value' },
    });
    expect(forged.status).toBe(401);
  });
});
