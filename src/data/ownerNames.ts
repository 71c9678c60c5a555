/** Owner values with no dependencies, so the service worker and the schema upgrade can use them. */
export const GUEST = 'guest';
/**
 * Entries queued before owners existed whose author cannot be told from the payload (edits and
 * deletes carry no owner_id) and no session was stored: kept, never shown and never sent, since
 * any guess could send them under the wrong person's session.
 */
export const UNASSIGNED = 'unassigned';

/** Tables anyone may write without a session: a guest's entry for them goes without one. */
export const PUBLIC_TABLES: ReadonlySet<string> = new Set([
  'contact_messages',
  'feedback',
  'newsletter_subscribers',
]);
