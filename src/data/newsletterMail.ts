/**
 * The newsletter's confirmation mail: an address that unsubscribed comes back only through the
 * link mailed to it (issue 18). Kept apart from newsletterConfirm.ts, whose answers are words a
 * person reads: the outbox (and with it the service worker, which has no catalogs) needs only this.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

/** Best effort: if it fails, the next sign-up (or staff's mail run) sends the queued mail. */
export function askForConfirmationMail(client: SupabaseClient): void {
  const site = globalThis.location?.origin;
  void client.functions.invoke('newsletter-confirm', { body: site ? { site } : {} }).catch(() => {
    // Nothing to tell the visitor: their sign-up itself went through.
  });
}
