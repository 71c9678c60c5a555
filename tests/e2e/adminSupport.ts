/** Accounts and server checks for the staff console specs. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { anon, service } from './directorySupport';
import { DEMO_PASSWORD, signedInContext } from './postingSupport';
import { stackUrl } from './support';

/** A supabase-js client signed in as a demo account, as that person's app would be. */
export async function clientAs(email: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = anon();
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.user) throw new Error(`sign-in as ${email}: ${error?.message}`);
  return { client, id: data.user.id };
}

/** A partner who registered a moment ago: unreviewed. */
export async function newPartner(company: string) {
  const client = anon();
  const email = `e2e-partner-${Date.now().toString(36)}@example.test`;
  const { data, error } = await client.auth.signUp({
    email,
    password: 'New-partner-2026',
    options: {
      data: { firstName: 'Nia', lastName: 'New', companyName: company, accountType: 'business' },
    },
  });
  if (error || !data.user) throw new Error(`sign-up: ${error?.message}`);
  return { client, id: data.user.id, email };
}

/** A second admin, made by the service role as staff accounts are: signs in with the demo password. */
export async function newAdmin(firstName: string, lastName: string) {
  const server = service();
  const email = `e2e-admin-${Date.now().toString(36)}@example.test`;
  const { data, error } = await server.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: lastName },
  });
  if (error || !data.user) throw new Error(`new admin: ${error?.message}`);
  const id = data.user.id;
  const made = await server.from('profiles').update({ account_type: 'admin' }).eq('id', id);
  if (made.error) throw new Error(`new admin: ${made.error.message}`);
  return { email, remove: () => server.auth.admin.deleteUser(id) };
}

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function insertOwn(
  client: SupabaseClient,
  owner: string,
  table: string,
  row: Record<string, unknown>,
): Promise<number> {
  const { data, error } = await client
    .from(table)
    .insert({ owner_id: owner, ...row })
    .select('id')
    .single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as { id: number }).id;
}

export async function adminPage(browser: Browser, view = 'queue', email = 'admin@vethub.test') {
  const context: BrowserContext = await signedInContext(browser, email);
  const page: Page = await context.newPage();
  await page.goto(`/admin?view=${view}`);
  // Sign-in check, profile and the console's chunk: slow on a loaded machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console', {
    timeout: 45_000,
  });
  return { context, page };
}

/** The console card (list item) whose heading names `title`. */
export const cardFor = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

export async function mailTo(address: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(
    `${stackUrl}/mailbox/api/messages?to=${encodeURIComponent(address)}`,
  );
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}
