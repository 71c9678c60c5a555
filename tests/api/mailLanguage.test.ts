/**
 * Mail in each person's language (issue 35, migration 20261129010000): receipts follow the page
 * the checkout started on, replies the page a message was sent from, moderators' decisions the
 * language the account keeps, a newsletter confirmation the page of the sign-up. What people
 * wrote (a reason, a reply, a title) goes out as they wrote it.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import {
  anonClient,
  apiUrl,
  serviceClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';
import { deliverMailTo, insertAs, mailsTo, type Mail } from './adminHelpers';
import { giftPayments, giveMonthly, nextMonth } from './giftSupport';
import { ORIGIN, payOnTestPage, startCheckout } from './paymentsSupport';
import { liveService, verifiedVeteran } from './reviewHelpers';
import { setupActors } from './rlsFixtures';

let admin: SupabaseClient;
const service = serviceClient();
const SPANISH_DATE = /\d{1,2} de [a-z]+ de \d{4}/;

beforeAll(async () => {
  admin = (await setupActors()).clients.admin;
});

describe('payments', () => {
  it('a donation from a Spanish page comes back to /es and is receipted in Spanish', async () => {
    const started = await startCheckout({
      kind: 'donation',
      amount_cents: 2500,
      receipt_name: 'Ana',
      language: 'es',
    });
    expect(started.status).toBe(200);
    const email = uniqueEmail('donante');
    const paid = await payOnTestPage(started.body.url, '4242 4242 4242 4242', email);
    expect(paid.location).toBe(
      `${ORIGIN}/es/donate/thank-you?session_id=${started.body.session_id}`,
    );
    const [mail] = await mailsTo(apiUrl(), email);
    expect(mail?.subject).toBe('El recibo de su donación a VetHub');
    expect(mail?.text).toContain('Gracias, Ana, por apoyar a VetHub.');
    expect(mail?.text).toContain('Donación: $25.00');
    expect(mail?.text).toMatch(new RegExp(`Fecha: ${SPANISH_DATE.source}`));
    expect(mail?.text).toMatch(/Número de recibo: VH-\d{8}-[0-9A-F]{10}/);
    expect(mail?.text).toMatch(
      /política de reembolso de donaciones: \S+\/es\/donate\/refund-policy/,
    );
    expect(mail?.text).not.toMatch(/Receipt|Thank you|Date:/);
  });

  it('a declined month of a gift given in Spanish is told in Spanish', async () => {
    const { email, giftId, subscriptionId } = await giveMonthly(service, undefined, {
      language: 'es',
    });
    await nextMonth(subscriptionId, 'declined');
    const months = await giftPayments(service, giftId);
    expect(months.map((m) => m.status)).toEqual(['paid', 'failed']);
    const notice = (await mailsTo(apiUrl(), email)).find((m) => m.subject.includes('no se'));
    expect(notice?.subject).toBe('Su donación mensual a VetHub no se realizó');
    expect(notice?.text).toMatch(
      /Su donación mensual de \$10\.00 a VetHub de [a-z]+ de \d{4} no se realizó\. /,
    );
    expect(notice?.text).toContain('No se cobró nada.');
    expect(notice?.text).toMatch(/comuníquese con nosotros: \S+\/es\/contact/);
  });

  it('refuses a language it does not write in, with the reason, and records nothing', async () => {
    for (const language of ['fr', 'ES', 7, null]) {
      const refused = await startCheckout({ kind: 'donation', amount_cents: 2500, language });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, message: 'language must be "en" or "es".' });
    }
    const english = await startCheckout({ kind: 'donation', amount_cents: 2500 });
    expect(english.status).toBe(200);
    const row = await service
      .from('payments')
      .select('language')
      .eq('id', english.body.payment_id)
      .single();
    expect(row.data).toEqual({ language: 'en' });
  });
});

describe('replies to messages', () => {
  async function sent(table: 'contact_messages' | 'feedback', language?: string) {
    const email = uniqueEmail(`reply-${language ?? 'default'}`);
    const message = `Pregunta ${randomUUID()}`;
    const row: Record<string, unknown> =
      table === 'contact_messages'
        ? { topic: 'question', name: 'Luz', email, message, language }
        : { kind: 'general', email, message, language };
    const insert = await anonClient().from(table).insert(row);
    expect(insert.error).toBeNull();
    const { data } = await admin.from(table).select('id').eq('message', message).single();
    return { email, id: (data as { id: number }).id };
  }

  it('a message sent from a Spanish page gets a reply with a Spanish subject', async () => {
    for (const [table, kind, subject] of [
      ['contact_messages', 'contact', 'Re: su mensaje a VetHub'],
      ['feedback', 'feedback', 'Re: sus comentarios a VetHub'],
    ] as const) {
      const { email, id } = await sent(table, 'es');
      const body = 'Abrimos de 9 a 5.';
      const reply = await admin.rpc('reply_to_message', {
        kind,
        message_id: id,
        body,
        request_id: randomUUID(),
      });
      expect(reply.error).toBeNull();
      const [mail] = await deliverMailTo(admin, email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toContain(body);
    }
    const { email, id } = await sent('contact_messages');
    await admin.rpc('reply_to_message', {
      kind: 'contact',
      message_id: id,
      body: 'Open 9 to 5.',
      request_id: randomUUID(),
    });
    expect((await deliverMailTo(admin, email))[0]?.subject).toBe('Re: your message to VetHub');
  });

  it('refuses a language the table does not know, with the reason', async () => {
    const refused = await anonClient()
      .from('contact_messages')
      .insert({
        topic: 'question',
        name: 'X',
        email: uniqueEmail('x'),
        message: 'Hi',
        language: 'fr',
      });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain('contact_messages_language');
  });
});

describe("moderators' decisions", () => {
  it('a partner whose account is in Spanish hears of a rejection in Spanish', async () => {
    const { client, user, email } = await signUp(uniqueEmail('socio'), {
      firstName: 'Marta',
      lastName: 'Ríos',
      companyName: 'Ríos Hermanos',
      accountType: 'business',
      language: 'es',
    });
    const deal = await insertAs(client, user.id, 'vet_deals', { title: 'Descuento de invierno' });
    const reason = `Falta la fecha de fin ${Date.now()}`;
    const decided = await admin.rpc('moderate', {
      tbl: 'vet_deals',
      item_id: deal.id,
      action: 'reject',
      reason,
    });
    expect(decided.error).toBeNull();
    const mail = (await deliverMailTo(admin, email, (m) => m.text.includes(reason))).find((m) =>
      m.text.includes(reason),
    );
    expect(mail?.subject).toBe('No se aprobó su VetDeal "Descuento de invierno"');
    expect(mail?.text).toContain(`Motivo: ${reason}`);
    expect(mail?.text).toContain('panel de socio comercial (/es/dashboard/business)');
    expect(mail?.text).not.toMatch(/Hello|Reason|dashboard \(/);
  });

  it('a reviewer who keeps Spanish hears that their review was removed in Spanish', async () => {
    const serviceId = await liveService({ name: 'Clínica del Valle' });
    const reviewer = await verifiedVeteran('Rosa', 'Vega');
    const me = (await reviewer.auth.getUser()).data.user;
    const switched = await reviewer.from('profiles').update({ language: 'es' }).eq('id', me?.id);
    expect(switched.error).toBeNull();
    const { data } = await reviewer
      .from('service_reviews')
      .insert({ service_id: serviceId, rating: 1, body: 'Muy mal' })
      .select('id')
      .single();
    const reported = await anonClient().rpc('report_item', {
      tbl: 'service_reviews',
      item_id: (data as { id: number }).id,
      reason: 'offensive',
      device_id: `es-${randomUUID()}`,
    });
    expect(reported.error).toBeNull();
    const resolved = await admin.rpc('resolve_report', {
      report_id: reported.data,
      action: 'take_down',
      note: 'Ataque personal',
    });
    expect(resolved.error).toBeNull();
    const [mail] = await deliverMailTo(admin, me?.email ?? '');
    expect(mail?.subject).toBe('Se retiró su reseña de "Clínica del Valle"');
    expect(mail?.text).toContain('Motivo: Ataque personal');
    expect(mail?.text).toContain('normas de la comunidad de VetHub');
  });
});

describe('the newsletter', () => {
  it('an address that unsubscribed and signs up on a Spanish page is asked in Spanish', async () => {
    const email = uniqueEmail('boletin');
    expect((await anonClient().from('newsletter_subscribers').insert({ email })).error).toBeNull();
    await service
      .from('newsletter_subscribers')
      .update({ unsubscribed_at: new Date().toISOString() })
      .eq('email', email);
    const again = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email, language: 'es' });
    expect(again.error).toBeNull();
    let mails: Mail[] = [];
    for (let calls = 0; calls < 20 && mails.length === 0; calls += 1) {
      await fetch(`${apiUrl()}/functions/v1/newsletter-confirm`, { method: 'POST', body: '{}' });
      mails = await mailsTo(apiUrl(), email);
    }
    expect(mails[0]?.subject).toBe('Confirme: volver a recibir el boletín de VetHub');
    expect(mails[0]?.text).toMatch(
      /http:\/\/localhost:5173\/es\/newsletter\/confirm\?token=[0-9a-f]{64}/,
    );
    expect(mails[0]?.text).not.toMatch(/newsletter again|unsubscribed/);
  });
});
