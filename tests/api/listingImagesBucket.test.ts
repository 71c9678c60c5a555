/**
 * VetHub's `listing-images` bucket (its migrations' storage policies) through the real supabase-js
 * client: each user writes only under `<uid>/…`, anyone reads by public URL, with transforms.
 * The Storage protocol itself is tested with the stack (supabase/local/tests/storage.test.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import { anonClient, signedInClient } from '../../supabase/local/tests/support/clients';
import { file, png } from '../../supabase/local/tests/support/uploads';

let partner: SupabaseClient;
let veteran: SupabaseClient;
let anon: SupabaseClient;
const partnerId = DEMO_USERS.partner.id;
const run = Date.now().toString(36);

beforeAll(async () => {
  anon = anonClient();
  partner = await signedInClient(DEMO_USERS.partner.email);
  veteran = await signedInClient(DEMO_USERS.veteran.email);
});

describe('listing-images (VetHub policies)', () => {
  it('lets the owner upload under their folder, anyone read it by public URL, with transforms', async () => {
    const images = partner.storage.from('listing-images');
    const path = `${partnerId}/deal-${run}.png`;
    const up = await images.upload(path, file(await png(), 'image/png'));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `listing-images/${path}` });

    const { publicUrl } = anon.storage.from('listing-images').getPublicUrl(path).data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');

    const resized = anon.storage
      .from('listing-images')
      .getPublicUrl(path, { transform: { width: 10, height: 10, quality: 60, resize: 'contain' } });
    const small = await fetch(resized.data.publicUrl);
    expect(small.status).toBe(200);
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([10, 10]);
    const bad = await fetch(`${resized.data.publicUrl.split('?')[0]}?width=99999`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/width/);

    const listed = await images.list(partnerId, { search: `deal-${run}` });
    expect(listed.data?.map((o) => o.name)).toEqual([`deal-${run}.png`]);
  });

  it("refuses writes outside the caller's folder, by anon, and of other types", async () => {
    const bytes = await png();
    const other = await veteran.storage
      .from('listing-images')
      .upload(`${partnerId}/forged-${run}.png`, file(bytes, 'image/png'));
    expect(other.error).toMatchObject({ status: 403 });
    const byAnon = await anon.storage
      .from('listing-images')
      .upload(`anon-${run}.png`, file(bytes, 'image/png'));
    expect(byAnon.error).toMatchObject({ status: 403 });
    const svg = await partner.storage
      .from('listing-images')
      .upload(
        `${partnerId}/x-${run}.svg`,
        file(new TextEncoder().encode('<svg/>'), 'image/svg+xml'),
      );
    expect(svg.error).toMatchObject({ status: 415, message: /image\/svg\+xml/ });
    // Another user can neither remove nor move the partner's image.
    const path = `${partnerId}/keep-${run}.png`;
    await partner.storage.from('listing-images').upload(path, file(bytes, 'image/png'));
    expect((await veteran.storage.from('listing-images').remove([path])).data).toEqual([]);
    const moved = await veteran.storage
      .from('listing-images')
      .move(path, `${DEMO_USERS.veteran.id}/stolen.png`);
    expect(moved.error).toMatchObject({ status: 404 });
    expect(
      (await fetch(anon.storage.from('listing-images').getPublicUrl(path).data.publicUrl)).status,
    ).toBe(200);
  });
});
