/**
 * A transaction's local settings (TransactionOptions.settings: the request's role and claims) as
 * SQL: with parameters for a statement of its own, or quoted into the `begin` message, which as a
 * simple query takes no parameters.
 */
import pg from 'pg';
import type { TransactionSettings as Settings } from './db';

export function settingsQuery(settings: Settings): { sql: string; params: string[] } {
  const configs = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
  return { sql: `select ${configs.join(', ')}`, params: settings.flat() };
}

/** Each name and value quoted as a literal: a request's headers are the caller's text. */
export function settingsLiteral(settings: Settings): string {
  const quote = (text: string) => pg.escapeLiteral(text);
  const configs = settings.map(
    ([name, value]) => `set_config(${quote(name)}, ${quote(value)}, true)`,
  );
  return `select ${configs.join(', ')}`;
}
