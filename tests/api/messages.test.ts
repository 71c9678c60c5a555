/**
 * The contact, feedback and newsletter forms' rows as the app sends them (the outbox's own
 * transport, with each form's schema): they land once, a second sign-up of the same address
 * under a new client id is quietly accepted, and only admins can read any of them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createSupabaseTransport } from '../../src/data/outbox/outboxTransport';
import { contactMessageSchema } from '../../src/features/contact/contactSchema';
import { feedbackSchema } from '../../src/features/contact/feedbackSchema';
import { newsletterSignupSchema } from '../../src/features/newsletter/newsletterSchema';
import { outboxInsert } from './outboxEntry';
import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';

const made: { table: string; clientId: string }[] = [];
const emails: string[] = [];

afterAll(async () => {
  const service = serviceClient();
  for (const { table, clientId } of made)
    await service.from(table).delete().eq('client_id', clientId);
  for (const email of emails)
    await service.from('newsletter_subscribers').delete().eq('email', email);
});

function entry(table: string, payload: Record<string, unknown>) {
  const sent = outboxInsert(table, payload);
  made.push({ table, clientId: sent.id });
  return sent;
}

async function rows(table: string, column: string, value: string) {
  const { data, error } = await serviceClient().from(table).select('*').eq(column, value);
  expect(error).toBeNull();
  return data ?? [];
}

describe('messages sent the way the app sends them', () => {
  it('a contact message with its topic lands once, even when sent twice', async () => {
    const transport = createSupabaseTransport(anonClient());
    const payload = contactMessageSchema.parse({
      topic: 'correction',
      name: 'Pat Contact',
      email: uniqueEmail('contact'),
      message: 'Listing 3 has an old phone number.',
    });
    const sent = entry('contact_messages', payload);
    expect((await transport.send(sent)).status).toBe(201);
    expect((await transport.send(sent)).status).toBe(201);
    const landed = await rows('contact_messages', 'client_id', sent.id);
    expect(landed).toHaveLength(1);
    expect(landed[0]).toMatchObject({ topic: 'correction', name: 'Pat Contact', status: 'new' });
  });

  it('feedback with page, rating and name lands once', async () => {
    const transport = createSupabaseTransport(anonClient());
    const payload = feedbackSchema.parse({
      kind: 'accessibility',
      message: 'The filter chips are hard to reach by keyboard.',
      page: '/services',
      rating: '3',
      name: 'Sam',
      email: '',
    });
    const sent = entry('feedback', payload);
    expect((await transport.send(sent)).status).toBe(201);
    expect((await transport.send(sent)).status).toBe(201);
    const landed = await rows('feedback', 'client_id', sent.id);
    expect(landed).toHaveLength(1);
    expect(landed[0]).toMatchObject({
      kind: 'accessibility',
      page: '/services',
      rating: 3,
      name: 'Sam',
      email: null,
    });
  });

  it('refuses a contact topic the form does not offer', async () => {
    const transport = createSupabaseTransport(anonClient());
    const bad = entry('contact_messages', {
      topic: 'spam',
      name: 'X',
      email: uniqueEmail('bad'),
      message: 'Hi',
    });
    const answer = await transport.send(bad);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('a second newsletter sign-up of the same address under a new client id is accepted quietly', async () => {
    const transport = createSupabaseTransport(anonClient());
    const email = uniqueEmail('newsletter');
    emails.push(email);
    const first = entry(
      'newsletter_subscribers',
      newsletterSignupSchema.parse({ email, source: 'footer' }),
    );
    const again = entry(
      'newsletter_subscribers',
      newsletterSignupSchema.parse({ email: email.toUpperCase(), source: 'subscribe-page' }),
    );
    expect((await transport.send(first)).status).toBe(201);
    expect((await transport.send(again)).status).toBe(201);
    expect(await rows('newsletter_subscribers', 'email', email)).toHaveLength(1);
  });

  it('nobody but an admin reads messages, feedback or sign-ups', async () => {
    const veteran = await signedInClient('veteran@vethub.test');
    const admin = await signedInClient('admin@vethub.test');
    for (const table of ['contact_messages', 'feedback', 'newsletter_subscribers']) {
      for (const client of [anonClient(), veteran]) {
        const { data } = await client.from(table).select('id').limit(5);
        expect(data ?? [], `${table} readable by a non-admin`).toEqual([]);
      }
      const { data, error } = await admin.from(table).select('id').limit(1);
      expect(error).toBeNull();
      expect(data?.length, `${table} as admin`).toBe(1);
    }
  });
});
