/**
 * The local stack's constants: the Supabase CLI's local defaults, so `supabase start` and this
 * stack are interchangeable behind the same VITE_* settings.
 */
export const DEFAULT_PORT = 54321;
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** Where auth links send people back to when a request names no allowed redirect. */
export const SITE_URL = 'http://localhost:5173';
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** Largest request body the stack reads (PostgREST and GoTrue reject bigger ones with 413). */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Largest REST response body. PostgREST has none, but a 3-level embed could build 122 MB and
 * hold ~620 MB of memory; past this the client is told to ask for less (400, see pageResult).
 */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
/** Deepest embedding (`a(b(c))` is 2): each level multiplies the rows a request can build. */
export const MAX_EMBED_DEPTH = 2;
/**
 * Most embedded resources in one request. PostgREST has no such limit, but 30 side by side
 * built for 1.8 s in PGlite's one session while every other client waited (issue 37); VetHub's
 * own requests embed one at the most.
 */
export const MAX_EMBEDS = 10;
/**
 * The statement limit of a request that can cost far more than it looks (a regex filter, an
 * embed within an embed, more than COSTLY_EMBEDS embeds), when its role's own limit is longer:
 * PGlite runs one statement at a time, so a request's limit is also how long every other client
 * waits behind it; with the restart after it (~0.25 s) they wait well under a second.
 */
export const COSTLY_STATEMENT_MS = 250;
export const COSTLY_EMBEDS = 3;

/**
 * The local stack's VAPID key pair (Web Push, RFC 8292), public like the keys above: for the
 * local test push service only. A hosted project sets its own as function secrets.
 */
export const LOCAL_VAPID_PUBLIC_KEY =
  'BGwNt-3f6hfg5vEGgDHkkELUHxy1VIf6yLECDj5krlNiqQGmBqDlhdvt63SpOskgsja6o5bI09lTrYlxHiyvarg';
export const LOCAL_VAPID_PRIVATE_KEY = 'dQaUnZ0w8vrgt8dZ5nvkhg8i6RuSKc8fMt7L2a9nYy4';
