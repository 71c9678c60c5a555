/**
 * The few server reads posting needs, with the app's signed-in client (RLS decides what comes
 * back): the partner's own row for editing, the id a submitted row got, the account's user type.
 * supabase-js is imported lazily so it stays out of the first page's bundle.
 */
import type { OutboxTable } from '../../data/outbox/outboxQueue';
import { inPageLanguage } from '../serverAnswers';

const client = async () => (await import('../../data/supabaseClient')).supabase;

export type Fetched<T> = { ok: true; value: T } | { ok: false; message: string };

/** The row with this id as the signed-in user may read it; null when RLS hides it or it is gone. */
export async function fetchRow(
  table: OutboxTable,
  id: number,
): Promise<Fetched<Record<string, unknown> | null>> {
  try {
    const { data, error } = await (
      await client()
    )
      .from(table)
      .select('*')
      .eq('id', id)
      .maybeSingle();
    return error
      ? { ok: false, message: inPageLanguage(error.message) }
      : { ok: true, value: data };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** The server id of the row an outbox insert made (each insert carries its entry id as client_id). */
export async function fetchIdByClientId(
  table: OutboxTable,
  clientId: string,
): Promise<number | null> {
  try {
    const { data } = await (
      await client()
    )
      .from(table)
      .select('id')
      .eq('client_id', clientId)
      .maybeSingle();
    return typeof data?.id === 'number' ? data.id : null;
  } catch {
    return null;
  }
}

/** The account's user type from its profile, or null when the server cannot be asked. */
export async function fetchUserType(userId: string): Promise<string | null> {
  try {
    const { data, error } = await (
      await client()
    )
      .from('profiles')
      .select('user_type')
      .eq('id', userId)
      .maybeSingle();
    if (error || typeof data?.user_type !== 'string') return null;
    return data.user_type;
  } catch {
    return null;
  }
}
