/**
 * Backend configuration. Defaults are the local stack's (the Supabase CLI's well-known local
 * values), so a fresh clone works without an .env; production sets VITE_* at build time.
 */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** The public half of the project's VAPID key pair (Web Push); the local stack's by default. */
const LOCAL_VAPID_PUBLIC_KEY =
  'BGwNt-3f6hfg5vEGgDHkkELUHxy1VIf6yLECDj5krlNiqQGmBqDlhdvt63SpOskgsja6o5bI09lTrYlxHiyvarg';
export const vapidPublicKey: string =
  import.meta.env.VITE_VAPID_PUBLIC_KEY || LOCAL_VAPID_PUBLIC_KEY;
