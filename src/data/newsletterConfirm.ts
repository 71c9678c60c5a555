/**
 * The newsletter's confirmation step (issue 18): an address that unsubscribed comes back only
 * through the link mailed to it. `askForConfirmationMail` asks the server to send what a sign-up
 * queued; `confirmNewsletter` is the link's page pressing Confirm.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

/** Best effort: if it fails, the next sign-up (or staff's mail run) sends the queued mail. */
export function askForConfirmationMail(client: SupabaseClient): void {
  const site = globalThis.location?.origin;
  void client.functions.invoke('newsletter-confirm', { body: site ? { site } : {} }).catch(() => {
    // Nothing to tell the visitor: their sign-up itself went through.
  });
}

export type ConfirmAnswer = { ok: true; email: string } | { ok: false; message: string };

export async function confirmNewsletter(token: string): Promise<ConfirmAnswer> {
  if (!navigator.onLine) {
    return {
      ok: false,
      message: 'You are offline. Connect to the internet, then choose Confirm again.',
    };
  }
  const { supabase } = await import('./supabaseClient');
  try {
    const { data, error, status } = await supabase.rpc('confirm_newsletter', { token });
    if (!error && typeof data === 'string') return { ok: true, email: data };
    if (error && status >= 400 && status < 500) return { ok: false, message: error.message };
  } catch {
    // Falls through to the connection message.
  }
  return {
    ok: false,
    message: 'VetHub could not be reached. Check your connection and try again.',
  };
}
