/** A live service and verified veterans to review it, for the review tests. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { contentRow } from './adminHelpers';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import { serviceClient, uniqueEmail } from '../../supabase/local/tests/support/clients';

export const PARTNER_ID = '00000000-0000-4000-a000-000000000002';

export async function liveService(extra: Record<string, unknown> = {}): Promise<number> {
  const { data, error } = await serviceClient()
    .from('services')
    .insert(contentRow('services', { owner_id: PARTNER_ID, status: 'active', ...extra }))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: number }).id;
}

/** A new account, verified as a veteran by the service role (as idme-verify does). */
export async function verifiedVeteran(first = 'Dana', last = 'Whitfield'): Promise<SupabaseClient> {
  const { client, user } = await signUp(uniqueEmail('reviewer'), {
    firstName: first,
    lastName: last,
    accountType: 'veteran',
  });
  const { error } = await serviceClient()
    .from('profiles')
    .update({ verified_veteran: true, verified_at: new Date().toISOString() })
    .eq('id', user.id);
  if (error) throw new Error(error.message);
  return client;
}
