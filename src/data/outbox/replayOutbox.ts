/**
 * Background Sync with every tab closed: the worker sends what it can without the visitor's
 * session (the sign-in lives in the page's storage): contact messages, feedback and newsletter
 * sign-ups, which anyone may send. Partners' posts wait for the next open tab.
 */
import { createClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../config';
import { VetHubDb } from '../localDb';
import { createSupabaseTransport } from './outboxTransport';
import { processOutbox, recoverInterrupted } from './processOutbox';

const PUBLIC_TABLES = new Set(['contact_messages', 'feedback', 'newsletter_subscribers']);

export async function replayOutbox(): Promise<void> {
  const db = new VetHubDb();
  try {
    const client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    await recoverInterrupted(db);
    await processOutbox(db, createSupabaseTransport(client), Date.now(), Math.random, (entry) =>
      PUBLIC_TABLES.has(entry.table),
    );
  } finally {
    db.close();
  }
}
