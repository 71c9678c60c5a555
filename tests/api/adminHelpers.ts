/** Shared by the admin console's api tests: fresh partners, rows made as an owner, refusals. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import { apiUrl, serviceClient, uniqueEmail } from '../../supabase/local/tests/support/clients';

export const CONTENT_TABLES = ['services', 'vet_deals', 'blog_posts', 'unemployment_jobs'] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];

let counter = 0;
export function slug(prefix = 'test-admin'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

/** The smallest valid row of each table, with a unique slug. */
export function contentRow(table: ContentTable, extra: Record<string, unknown> = {}) {
  const base: Record<ContentTable, Record<string, unknown>> = {
    services: { name: 'Admin test service' },
    vet_deals: { title: 'Admin test deal', merchant: 'Admin test merchant' },
    blog_posts: { title: 'Admin test article', content: 'Body of the article.' },
    unemployment_jobs: { title: 'Admin test job', employer: 'Admin test employer' },
  };
  return { slug: slug(), ...base[table], ...extra };
}

/** A partner registered the way the form does it (accountType business): unreviewed. */
export async function newPartner(company = 'Fresh Partner Co') {
  const { client, user, email } = await signUp(uniqueEmail('newpartner'), {
    firstName: 'Fresh',
    lastName: 'Partner',
    companyName: company,
    accountType: 'business',
    website: 'https://example.com',
    phone: '555-0100',
  });
  return { client, id: user.id, email };
}

export async function insertAs(
  client: SupabaseClient,
  owner: string,
  table: ContentTable,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; status: string }> {
  const { data, error } = await client
    .from(table)
    .insert({ owner_id: owner, ...contentRow(table, extra) })
    .select('id, status')
    .single();
  expect(error).toBeNull();
  return data as { id: number; status: string };
}

/** Whether an anonymous visitor sees the row. */
export async function publiclyVisible(anon: SupabaseClient, table: string, id: number) {
  const { data, error } = await anon.from(table).select('id').eq('id', id);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

export async function rowAsService(
  table: string,
  id: number | string,
): Promise<Record<string, unknown>> {
  const { data, error } = await serviceClient().from(table).select('*').eq('id', id).single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

/** An rpc answer refused with this HTTP status and a message matching `message`. */
export function expectRefused(
  answer: { error: { message: string } | null; status: number },
  status: number,
  message?: RegExp,
) {
  expect(answer.error, `expected ${status}, got ${answer.status}`).not.toBeNull();
  expect(answer.status).toBe(status);
  if (message) expect(answer.error?.message).toMatch(message);
}

export async function mailsTo(apiUrl: string, to: string) {
  const response = await fetch(`${apiUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as {
    messages: { subject: string; text: string; headers?: Record<string, string> }[];
  };
  return messages;
}

export type Mail = Awaited<ReturnType<typeof mailsTo>>[number];

/**
 * Sends queued mail (admin-reply) until a mail to `to` that `wanted` accepts has gone, and
 * returns the mails to `to`. A call sends a few queued mails, oldest first, and other files queue
 * theirs in the same stack, so one call may not reach this one (CI failed that way in the
 * newsletter, inbox and story tests).
 */
export async function deliverMailTo(
  admin: SupabaseClient,
  to: string,
  wanted: (mail: Mail) => boolean = () => true,
): Promise<Mail[]> {
  let mails = await mailsTo(apiUrl(), to);
  for (let calls = 0; calls < 20 && !mails.some(wanted); calls += 1) {
    const sent = await admin.functions.invoke('admin-reply', { method: 'POST', body: {} });
    expect(sent.error).toBeNull();
    mails = await mailsTo(apiUrl(), to);
  }
  return mails;
}
