/**
 * The console's inbox, newsletter, people search and audit log (migrations 20261123010200 to
 * …010400, function admin-reply): admins read and answer messages by mail, a replayed reply
 * sends nothing twice; people search is admins-only and read-only; every admin change lands in
 * an append-only audit log that no one, admins and the service role included, can alter.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import { deliverMailTo, expectRefused, insertAs } from './adminHelpers';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import {
  anonClient,
  apiUrl,
  serviceClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';
import { setupActors, type Actors } from './rlsFixtures';

let actors: Actors;
let admin: SupabaseClient;

beforeAll(async () => {
  actors = await setupActors();
  admin = actors.clients.admin;
});

async function contactMessage(email: string, subject: string) {
  const message = `Question ${randomUUID()}`;
  const sent = await anonClient()
    .from('contact_messages')
    .insert({ name: 'Pat', email, subject, message });
  expect(sent.error).toBeNull();
  const { data } = await admin
    .from('contact_messages')
    .select('id, status')
    .eq('message', message)
    .single();
  return data as { id: number; status: string };
}

const reply = (
  client: SupabaseClient,
  kind: string,
  id: number,
  body: string,
  requestId = randomUUID(),
) => client.rpc('reply_to_message', { kind, message_id: id, body, request_id: requestId });

describe('inbox', () => {
  it('an admin replies by mail; the message is answered; a replay sends nothing', async () => {
    const email = uniqueEmail('asker');
    const message = await contactMessage(email, 'Opening hours');
    expect(message.status).toBe('new');
    const requestId = randomUUID();
    const first = await reply(admin, 'contact', message.id, 'We are open 9 to 5.', requestId);
    expect(first.data).toMatchObject({ sent: true, replayed: false });
    const replay = await reply(admin, 'contact', message.id, 'We are open 9 to 5.', requestId);
    expect(replay.data).toMatchObject({ sent: false, replayed: true });
    const { data } = await admin
      .from('contact_messages')
      .select('status')
      .eq('id', message.id)
      .single();
    expect(data).toEqual({ status: 'answered' });

    const mails = await deliverMailTo(admin, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Re: Opening hours', text: 'We are open 9 to 5.' });
  });

  it('refuses an empty or oversized reply, and feedback with no address', async () => {
    const message = await contactMessage(uniqueEmail('asker'), 'Hello');
    expectRefused(await reply(admin, 'contact', message.id, '  '), 400, /A reply is required/);
    expectRefused(await reply(admin, 'contact', message.id, 'x'.repeat(5001)), 400, /at most 5000/);
    expectRefused(await reply(admin, 'contact', 987654321, 'Hi'), 404);
    expectRefused(await reply(admin, 'letters', message.id, 'Hi'), 400);
    const text = `Feedback ${randomUUID()}`;
    await anonClient().from('feedback').insert({ message: text, kind: 'idea' });
    const { data } = await admin.from('feedback').select('id').eq('message', text).single();
    expectRefused(
      await reply(admin, 'feedback', (data as { id: number }).id, 'Thanks'),
      400,
      /no email address/,
    );
  });

  it('is closed to every other role', async () => {
    const message = await contactMessage(uniqueEmail('asker'), 'Private');
    expectRefused(await reply(anonClient(), 'contact', message.id, 'Hi'), 401);
    for (const role of ['veteran', 'partner', 'otherPartner'] as const) {
      expectRefused(await reply(actors.clients[role], 'contact', message.id, 'Hi'), 403);
      const read = await actors.clients[role]
        .from('contact_messages')
        .select('id')
        .eq('id', message.id);
      expect(read.data).toEqual([]);
    }
  });

  it('the mail function refuses anyone but an admin', async () => {
    const anonCall = await anonClient().functions.invoke('admin-reply', {
      method: 'POST',
      body: {},
    });
    expect((anonCall.error as { context?: Response } | null)?.context?.status).toBe(401);
    const veteranCall = await actors.clients.veteran.functions.invoke('admin-reply', {
      method: 'POST',
      body: {},
    });
    expect((veteranCall.error as { context?: Response } | null)?.context?.status).toBe(403);
    const forged = await fetch(`${apiUrl()}/mailbox/api/messages`, {
      method: 'POST',
      headers: { Authorization: 'Bearer forged', 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'a@example.test', subject: 'S', text: 'T' }),
    });
    expect(forged.status).toBe(403);
  });

  it('the stack’s mailbox keeps only the one-click unsubscribe headers a sender sets', async () => {
    const post = (headers: unknown) =>
      fetch(`${apiUrl()}/mailbox/api/messages`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ to: 'headers@example.test', subject: 'S', text: 'T', headers }),
      });
    const ok = await post({ 'List-Unsubscribe': '<https://x.example/u>' });
    expect(ok.status).toBe(201);
    for (const bad of [
      { Bcc: 'everyone@example.test' },
      { 'List-Unsubscribe': 'x'.repeat(2001) },
      { 'List-Unsubscribe': 7 },
      ['List-Unsubscribe'],
      'List-Unsubscribe: <x>',
    ]) {
      const refused = await post(bad);
      expect(refused.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe('bad_request');
    }
  });
});

describe('newsletter', () => {
  it('an admin lists and unsubscribes; other roles cannot read the list', async () => {
    const email = uniqueEmail('reader');
    await anonClient().from('newsletter_subscribers').insert({ email, source: 'footer' });
    const listed = await admin
      .from('newsletter_subscribers')
      .select('id, email, source, created_at')
      .eq('email', email);
    expect(listed.data?.[0]).toMatchObject({ email, source: 'footer' });
    const id = listed.data?.[0]?.id as number;
    const off = await admin
      .from('newsletter_subscribers')
      .update({ unsubscribed_at: new Date().toISOString() })
      .eq('id', id);
    expect(off.error).toBeNull();
    for (const role of ['veteran', 'partner'] as const) {
      expect(
        (await actors.clients[role].from('newsletter_subscribers').select('id').eq('id', id)).data,
      ).toEqual([]);
    }
    const log = await admin
      .from('audit_log')
      .select('action, before, after')
      .eq('table_name', 'newsletter_subscribers')
      .eq('row_id', String(id));
    expect(log.data?.[0]).toMatchObject({ action: 'update', before: { unsubscribed_at: null } });
  });
});

describe('people search', () => {
  it('finds a user with their type, review and verification state', async () => {
    const { data, error } = await admin.rpc('admin_people', { search: 'partner@vethub' });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        id: DEMO_USERS.partner.id,
        email: DEMO_USERS.partner.email,
        user_type: 'partner',
        partner_status: 'approved',
        verified_veteran: false,
      }),
    ]);
    const veteran = await admin.rpc('admin_people', { search: 'Dana Reyes' });
    expect(veteran.data?.[0]).toMatchObject({ verified_veteran: true });
    const wildcard = await admin.rpc('admin_people', { search: '%%' });
    expect(wildcard.data).toEqual([]);
  });

  it('refuses short queries, other roles, and never lets an admin set verification', async () => {
    expectRefused(await admin.rpc('admin_people', { search: 'a' }), 400, /at least 2/);
    expectRefused(await anonClient().rpc('admin_people', { search: 'partner' }), 401);
    expectRefused(await actors.clients.veteran.rpc('admin_people', { search: 'partner' }), 403);
    const verify = await admin
      .from('profiles')
      .update({ verified_veteran: true })
      .eq('id', DEMO_USERS.partner.id);
    expectRefused(verify, 403);
  });
});

describe('audit log', () => {
  it('records who did what to which row, before and after, with the reason', async () => {
    const item = await insertAs(actors.clients.partner, DEMO_USERS.partner.id, 'services');
    await admin.rpc('moderate', {
      tbl: 'services',
      item_id: item.id,
      action: 'reject',
      reason: 'Duplicate listing',
    });
    const { data } = await admin
      .from('audit_log')
      .select('actor_id, actor_email, action, table_name, row_id, before, after, reason, at')
      .eq('table_name', 'services')
      .eq('row_id', String(item.id));
    expect(data).toEqual([
      expect.objectContaining({
        actor_id: DEMO_USERS.admin.id,
        actor_email: DEMO_USERS.admin.email,
        action: 'reject',
        before: expect.objectContaining({ status: 'pending', review_note: null }),
        after: expect.objectContaining({ status: 'rejected', review_note: 'Duplicate listing' }),
        reason: 'Duplicate listing',
      }),
    ]);
  });

  it('is append-only for everyone, admins and the service role included', async () => {
    const { data } = await admin.from('audit_log').select('id').limit(1).single();
    const id = (data as { id: number }).id;
    for (const client of [admin, serviceClient()]) {
      const update = await client
        .from('audit_log')
        .update({ reason: 'edited' })
        .eq('id', id)
        .select('id');
      expect(update.error ?? update.data?.length === 0).toBeTruthy();
      const removed = await client.from('audit_log').delete().eq('id', id).select('id');
      expect(removed.error ?? removed.data?.length === 0).toBeTruthy();
      const forged = await client.from('audit_log').insert({
        actor_id: DEMO_USERS.veteran.id,
        action: 'approve',
        table_name: 'services',
        row_id: '1',
      });
      expect(forged.error).not.toBeNull();
    }
    expect(
      (await admin.from('audit_log').select('reason').eq('id', id).single()).data?.reason,
    ).not.toBe('edited');
  });

  it('is readable by admins only', async () => {
    for (const role of ['anon', 'veteran', 'partner', 'otherPartner'] as const) {
      expect((await actors.clients[role].from('audit_log').select('id').limit(1)).data).toEqual([]);
    }
  });
});
