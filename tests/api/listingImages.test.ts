/**
 * Listing pictures end to end through the app's own outbox transport and the real supabase-js:
 * the picture is uploaded under the poster's folder, then the row points at it; a resend leaves
 * one object and one row. The table refuses pictures that are not the poster's own, paths that
 * were never uploaded, and pictures without a description or size.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import { createSupabaseTransport } from '../../src/data/outbox/outboxTransport';
import { dealFormSchema } from '../../src/features/vetdeals/dealSchema';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';
import { outboxInsert } from './outboxEntry';

const BUCKET = 'listing-images';
const partnerId: string = DEMO_USERS.partner.id;
let partner: SupabaseClient;
let other: SupabaseClient;
let admin: SupabaseClient;
const titles: string[] = [];

const webp = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f4f' } })
    .webp()
    .toBuffer();
const newPath = (owner = partnerId) => `${owner}/${randomUUID()}.webp`;

function deal(title: string, image: Record<string, unknown> = {}) {
  titles.push(title);
  return dealFormSchema.parse({
    title,
    slug: `test-${randomUUID()}`,
    merchant: 'Picture Test Hardware (sample)',
    discount: '10% off',
    category: 'Home & Garden',
    how_to_redeem: 'Show your ID.',
    url: 'https://example.com/deal',
    terms: 'One per visit.',
    verified_only: false,
    ...image,
  });
}

async function upload(client: SupabaseClient, path: string) {
  const bytes = await webp();
  return client.storage
    .from(BUCKET)
    .upload(path, new Blob([new Uint8Array(bytes)], { type: 'image/webp' }), {
      contentType: 'image/webp',
    });
}

beforeAll(async () => {
  partner = await signedInClient(DEMO_USERS.partner.email);
  other = await signedInClient(DEMO_USERS.both.email);
  admin = await signedInClient(DEMO_USERS.admin.email);
});

afterAll(async () => {
  const service = serviceClient();
  await service.from('vet_deals').delete().in('title', titles);
});

describe('a deal with a picture, through the outbox transport', () => {
  it('uploads the picture, then the row; a resend leaves one object and one row', async () => {
    const path = newPath();
    const bytes = await webp(120, 90);
    const entry = {
      ...outboxInsert('vet_deals', {
        ...deal(`Picture deal ${randomUUID()}`, {
          image_path: path,
          image_alt: 'A hardware shelf',
          image_width: 120,
          image_height: 90,
        }),
        owner_id: partnerId,
      }),
      owner: partnerId,
      attachment: {
        bucket: BUCKET,
        path,
        type: 'image/webp',
        bytes: new Uint8Array(bytes).buffer,
      },
    };
    const transport = createSupabaseTransport(partner);
    expect((await transport.send(entry)).status).toBe(201);
    // The answer was lost: the device sends the same entry again.
    expect((await transport.send(entry)).status).toBe(201);

    const rows = await anonClient()
      .from('vet_deals')
      .select('image_path, image_alt, image_width, image_height')
      .eq('client_id', entry.id);
    expect(rows.data).toEqual([
      { image_path: path, image_alt: 'A hardware shelf', image_width: 120, image_height: 90 },
    ]);
    const [folder, name] = path.split('/');
    const listed = await partner.storage.from(BUCKET).list(folder, { search: name });
    expect(listed.data?.map((o) => o.name)).toEqual([name]);

    const { publicUrl } = anonClient().storage.from(BUCKET).getPublicUrl(path).data;
    const answer = await fetch(publicUrl, { headers: { origin: 'http://localhost:5173' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('reports a refused upload as the entry’s reason and writes no row', async () => {
    const path = newPath(DEMO_USERS.both.id);
    const entry = {
      ...outboxInsert('vet_deals', {
        ...deal(`Forged folder ${randomUUID()}`, {
          image_path: path,
          image_alt: 'Someone else’s folder',
          image_width: 10,
          image_height: 10,
        }),
        owner_id: partnerId,
      }),
      attachment: {
        bucket: BUCKET,
        path,
        type: 'image/webp',
        bytes: new Uint8Array(await webp()).buffer,
      },
    };
    const answer = await createSupabaseTransport(partner).send(entry);
    expect(answer.status).toBe(403);
    expect(answer.message).toMatch(/row-level security/i);
    const rows = await anonClient().from('vet_deals').select('id').eq('client_id', entry.id);
    expect(rows.data).toEqual([]);
  });
});

describe('what the table refuses', () => {
  const insert = (client: SupabaseClient, image: Record<string, unknown>) =>
    client
      .from('vet_deals')
      .insert({ ...deal(`Refused ${randomUUID()}`), owner_id: partnerId, ...image })
      .select('id');

  it('a picture in another person’s folder, even one that exists', async () => {
    const theirs = newPath(DEMO_USERS.both.id);
    expect((await upload(other, theirs)).error).toBeNull();
    const { error, status } = await insert(partner, {
      image_path: theirs,
      image_alt: 'Not mine',
      image_width: 64,
      image_height: 48,
    });
    expect(status).toBe(403);
    expect(error?.message).toBe('An image must be one you uploaded yourself');
  });

  it('a path that was never uploaded', async () => {
    const { error, status } = await insert(partner, {
      image_path: newPath(),
      image_alt: 'Nothing there',
      image_width: 64,
      image_height: 48,
    });
    expect(status).toBe(409);
    expect(error?.message).toBe('The image has not been uploaded yet');
  });

  it('a picture without its description or size, or with a path of another shape', async () => {
    const path = newPath();
    expect((await upload(partner, path)).error).toBeNull();
    const cases: Record<string, unknown>[] = [
      { image_path: path, image_width: 64, image_height: 48 },
      { image_path: path, image_alt: '   ', image_width: 64, image_height: 48 },
      { image_path: path, image_alt: 'x'.repeat(301), image_width: 64, image_height: 48 },
      { image_path: path, image_alt: 'No size' },
      { image_path: path, image_alt: 'Too wide', image_width: 1601, image_height: 48 },
      { image_path: `${partnerId}/../x.webp`, image_alt: 'Dots', image_width: 1, image_height: 1 },
      { image_path: `${path}.svg`, image_alt: 'SVG', image_width: 1, image_height: 1 },
    ];
    for (const image of cases) {
      const { error, status } = await insert(partner, image);
      expect(status, JSON.stringify(image)).toBe(400);
      expect(error?.message).toMatch(/violates check constraint "vet_deals_image_/);
    }
    const good = await insert(partner, {
      image_path: path,
      image_alt: 'Fine',
      image_width: 64,
      image_height: 48,
    });
    expect(good.status).toBe(201);
  });

  it('lets an admin edit a listing and keep its owner’s picture', async () => {
    const path = newPath();
    expect((await upload(partner, path)).error).toBeNull();
    const made = await insert(partner, {
      image_path: path,
      image_alt: 'Owner’s picture',
      image_width: 64,
      image_height: 48,
    });
    const id = (made.data as { id: number }[])[0]?.id;
    const edited = await admin
      .from('vet_deals')
      .update({ discount: '12% off' })
      .eq('id', id)
      .select('image_path');
    expect(edited.data).toEqual([{ image_path: path }]);
    // A moderator may also replace an unsuitable picture with one of their own.
    const adminPath = newPath(DEMO_USERS.admin.id);
    expect((await upload(admin, adminPath)).error).toBeNull();
    const swapped = await admin
      .from('vet_deals')
      .update({ image_path: adminPath })
      .eq('id', id)
      .select('image_path');
    expect(swapped.error).toBeNull();
    expect(swapped.data).toEqual([{ image_path: adminPath }]);
  });

  it('refuses uploads from visitors, of the wrong type and over 5 MB', async () => {
    const anon = await upload(anonClient(), newPath());
    expect(anon.error).toMatchObject({ statusCode: '403' });
    const html = await partner.storage
      .from(BUCKET)
      .upload(newPath(), new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), {
        contentType: 'text/html',
      });
    expect(html.error).toMatchObject({ statusCode: '415' });
    const big = await partner.storage
      .from(BUCKET)
      .upload(newPath(), new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/webp' }), {
        contentType: 'image/webp',
      });
    expect(big.error).toMatchObject({ statusCode: '413' });
  });
});
