import type { Db } from './db';
import type { Mailbox } from './mailbox';

/** What every part of the stack (REST, auth, realtime, functions, mailbox) shares. */
export interface StackContext {
  db: Db;
  mailbox: Mailbox;
  /** The stack's own public URL, e.g. http://127.0.0.1:54321. */
  apiUrl: string;
  /** The app's URL: the default target of auth redirects. */
  siteUrl: string;
  /** Sign-ups wait for a mailed link (a hosted project's `enable_confirmations`). */
  confirmSignups: boolean;
  /** Sign-ups one client address may make in 5 minutes (config.toml's `sign_in_sign_ups`). */
  signUpsPerAddress: number;
  /** bcrypt's cost for new password hashes (GoTrue's 10; test stacks 4). */
  passwordHashCost: number;
  /** The served project's supabase/ folder (migrations, seed, functions). */
  workdir: string;
  /** The stack's log (server faults: 5xx answers and what caused them). */
  log: (line: string) => void;
}
