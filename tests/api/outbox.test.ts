/**
 * The outbox's promise on the server side: the app sends every submission as
 *   upsert(payload, { onConflict: 'client_id', ignoreDuplicates: true })
 * with a UUID it made, so sending the same submission again (a lost answer, a reload, a crash
 * mid-send) is accepted and still leaves exactly one row. Counted as the service role, since
 * senders of messages cannot read them back.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';

const made: { table: string; clientId: string }[] = [];

afterAll(async () => {
  const service = serviceClient();
  for (const { table, clientId } of made) {
    await service.from(table).delete().eq('client_id', clientId);
  }
});

/** Sends the same payload twice the way the outbox does; both sends must be accepted. */
async function sendTwice(client: SupabaseClient, table: string, payload: Record<string, unknown>) {
  const clientId = randomUUID();
  made.push({ table, clientId });
  const row = { ...payload, client_id: clientId };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { error, status } = await client
      .from(table)
      .upsert(row, { onConflict: 'client_id', ignoreDuplicates: true });
    expect(error).toBeNull();
    expect(status).toBe(201);
  }
  return clientId;
}

async function rowsWith(table: string, clientId: string): Promise<number | null> {
  const { count, error } = await serviceClient()
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq('client_id', clientId);
  expect(error).toBeNull();
  return count;
}

describe('a submission replayed with the same client id', () => {
  it('lands a visitor’s contact message once', async () => {
    const clientId = await sendTwice(anonClient(), 'contact_messages', {
      name: 'Pat Outbox',
      email: uniqueEmail('contact'),
      subject: 'Replay check',
      message: 'Sent twice after the connection dropped.',
    });
    expect(await rowsWith('contact_messages', clientId)).toBe(1);
  });

  it('lands a visitor’s feedback once', async () => {
    const clientId = await sendTwice(anonClient(), 'feedback', {
      kind: 'idea',
      message: 'The saved list works well offline.',
      page: '/saved',
    });
    expect(await rowsWith('feedback', clientId)).toBe(1);
  });

  it('lands a visitor’s newsletter sign-up once', async () => {
    const clientId = await sendTwice(anonClient(), 'newsletter_subscribers', {
      email: uniqueEmail('newsletter'),
      source: 'outbox-test',
    });
    expect(await rowsWith('newsletter_subscribers', clientId)).toBe(1);
  });

  it('lands a partner’s deal once', async () => {
    const partner = await signedInClient(DEMO_USERS.partner.email);
    const clientId = await sendTwice(partner, 'vet_deals', {
      owner_id: DEMO_USERS.partner.id,
      title: 'Ten percent off lawn care',
      slug: `outbox-deal-${Date.now().toString(36)}`,
      merchant: 'Liberty Lawn Care',
    });
    expect(await rowsWith('vet_deals', clientId)).toBe(1);
  });

  it('keeps two submissions with different client ids apart', async () => {
    const message = { name: 'Pat Outbox', email: uniqueEmail('twin'), message: 'Same words.' };
    const first = await sendTwice(anonClient(), 'contact_messages', message);
    const second = await sendTwice(anonClient(), 'contact_messages', message);
    expect(await rowsWith('contact_messages', first)).toBe(1);
    expect(await rowsWith('contact_messages', second)).toBe(1);
  });

  it('lands each row of a batch once when the batch is sent twice', async () => {
    const rows = ['First note.', 'Second note.'].map((message) => ({
      kind: 'general',
      message,
      client_id: randomUUID(),
    }));
    for (const { client_id } of rows) made.push({ table: 'feedback', clientId: client_id });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await anonClient()
        .from('feedback')
        .upsert(rows, { onConflict: 'client_id', ignoreDuplicates: true });
      expect(error).toBeNull();
    }
    for (const { client_id } of rows) expect(await rowsWith('feedback', client_id)).toBe(1);
  });
});

describe('what a sender can read afterwards', () => {
  it('shows a visitor no message, not even their own by its client id', async () => {
    const clientId = await sendTwice(anonClient(), 'contact_messages', {
      name: 'Pat Outbox',
      email: uniqueEmail('private'),
      message: 'Nobody but the team should read this.',
    });
    const byId = await anonClient().from('contact_messages').select('id').eq('client_id', clientId);
    expect(byId.error).toBeNull();
    expect(byId.data).toEqual([]);
    const all = await anonClient().from('contact_messages').select('id').limit(5);
    expect(all.data).toEqual([]);
  });
});
