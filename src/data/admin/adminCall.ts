/**
 * How the console talks to the server. Moderation is online-only: an action while offline is
 * refused before anything is sent, with the reason, so the form keeps what was typed. Server
 * refusals keep their own message (e.g. "Already approved by Avery Admin on …"), in the page's
 * language.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { inPageLanguage } from '../serverAnswers';
import { t } from '../words';

/** Why nothing was sent while offline, in the page's language. */
export const offlineMessage = () => t('data.admin.offline');

export class AdminError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

interface Answer<T> {
  data: T | null;
  error: { message: string } | null;
  status: number;
}

/** Runs one request with the app's client, turning refusals into an AdminError. */
export async function adminCall<T>(
  request: (client: SupabaseClient) => PromiseLike<Answer<T>>,
): Promise<T> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    throw new AdminError(offlineMessage(), 0);
  }
  const { supabase } = await import('../supabaseClient');
  let answer: Answer<T>;
  try {
    answer = await request(supabase);
  } catch {
    throw new AdminError(offlineMessage(), 0);
  }
  if (answer.error) {
    const message =
      answer.status === 0 || answer.status >= 500
        ? t('data.admin.unreachable')
        : inPageLanguage(answer.error.message);
    throw new AdminError(message, answer.status);
  }
  return answer.data as T;
}

/** The console's lists: a table's newest 200 rows, which a view narrows with its filters. */
export function newestRows<Row>(
  client: SupabaseClient,
  table: string,
  columns: string,
  at: string,
) {
  return client.from(table).select<string, Row>(columns).order(at, { ascending: false }).limit(200);
}

/** Asks the admin-reply function to send the mail the last decision queued. */
export async function sendQueuedMail(): Promise<void> {
  const { supabase } = await import('../supabaseClient');
  await supabase.functions.invoke('admin-reply', { method: 'POST', body: {} });
}
