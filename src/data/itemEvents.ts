/**
 * Views and saves of a listing, counted by the backend for the partner dashboard. Fire and
 * forget: never throws, never waits on the caller, and does nothing offline (a count is not
 * worth an outbox entry).
 */
import { supabaseAnonKey, supabaseUrl } from './config';

export type ItemEventTable = 'services' | 'vet_deals' | 'blog_posts' | 'unemployment_jobs';
export type ItemEventKind = 'view' | 'save';

/** Plain fetch with the anon key: recording a view must not pull supabase-js into a page. */
export function recordItemEvent(table: ItemEventTable, id: number, kind: ItemEventKind): void {
  try {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    if (!Number.isSafeInteger(id) || id <= 0) return;
    void fetch(`${supabaseUrl}/rest/v1/rpc/record_item_event`, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${supabaseAnonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ kind, tbl: table, id }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Counting is best effort; a failure must never reach the page.
  }
}
