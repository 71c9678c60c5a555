/** Realtime clients as people use them: anon, or signed in with the socket carrying their token. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, signedInClient } from '../../supabase/local/tests/support/clients';

const opened: SupabaseClient[] = [];

/** A client for `email` (anon without one) whose realtime socket is authorised as that person. */
export async function realtimeVisitor(email?: string): Promise<SupabaseClient> {
  const client = email ? await signedInClient(email) : anonClient();
  const { data } = await client.auth.getSession();
  if (data.session) await client.realtime.setAuth(data.session.access_token);
  opened.push(client);
  return client;
}

/** For afterAll: every visitor's channels are left. */
export async function closeRealtimeVisitors(): Promise<void> {
  await Promise.all(opened.splice(0).map((c) => c.removeAllChannels()));
}
