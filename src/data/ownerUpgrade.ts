/**
 * Version 3 of the on-device database gives every outbox entry and claim an owner. What was
 * stored before has none, so it is decided here, never by guessing at send time:
 * - an entry whose payload has owner_id (a new posting) belongs to that partner;
 * - a contact, feedback or newsletter entry belongs to "guest": anyone may send it, without a
 *   session, so it cannot land under someone else's name;
 * - any other entry (an edit or delete) and every claim belongs to the account whose session
 *   this browser holds at the upgrade, which is who made them as far as the device can know;
 *   with no session, claims go to "guest" and such entries are held as "unassigned".
 */
import type { Transaction } from 'dexie';
import type { ClaimRecord, OutboxEntry } from './localDbTypes';
import { GUEST, PUBLIC_TABLES, UNASSIGNED } from './ownerNames';

/** The user id of a supabase-js session stored in this browser (sb-<ref>-auth-token), if any. */
function storedSessionUser(): string | null {
  try {
    const storage = globalThis.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i) ?? '';
      if (!/^sb-.+-auth-token$/.test(key)) continue;
      const id: unknown = (
        JSON.parse(storage.getItem(key) ?? 'null') as { user?: { id?: unknown } }
      )?.user?.id;
      if (typeof id === 'string') return id;
    }
  } catch {
    // No localStorage (the service worker) or a broken value: nobody is known.
  }
  return null;
}

export function ownerForEntry(entry: OutboxEntry, sessionUser: string | null): string {
  const author = entry.payload.owner_id;
  if (typeof author === 'string' && author) return author;
  if (PUBLIC_TABLES.has(entry.table)) return GUEST;
  return sessionUser ?? UNASSIGNED;
}

export async function addOwners(tx: Transaction): Promise<void> {
  const sessionUser = storedSessionUser();
  await tx
    .table<OutboxEntry>('outbox')
    .toCollection()
    .modify((entry) => {
      entry.owner ??= ownerForEntry(entry, sessionUser);
    });
  await tx
    .table<ClaimRecord>('claims')
    .toCollection()
    .modify((claim) => {
      claim.owner ??= sessionUser ?? GUEST;
    });
}
