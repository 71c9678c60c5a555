/**
 * Keeps a signed-in person's claims on their account too (issue 36, item 5), once they choose it
 * on this device, so a new phone or a wiped browser gets the tracker back: on sign-in, on
 * reconnecting and shortly after each change. A guest's claims stay on the device. Offline or
 * refused, it tries again at the next of those.
 */
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { atom } from 'jotai';
import type { SupabaseClient } from '@supabase/supabase-js';
import { mergeClaims, type AccountClaimRow } from './claimsMerge';
import { accountChoiceKey, forgetTombstones, onClaimsChanged, readTombstones } from './claimsStore';
import { authStateAtom } from './authSession';
import { currentOwner, GUEST, UNASSIGNED, useCurrentOwner } from './deviceOwner';
import { localDb, type VetHubDb } from './localDb';
import { appStore } from './store';

/** Changes typed in a row (a step, then its note) go to the account together. */
const AFTER_CHANGE_MS = 1500;

export async function syncClaimsWithAccount(
  client: SupabaseClient,
  owner: string,
  db: VetHubDb = localDb,
): Promise<void> {
  if (owner === GUEST || owner === UNASSIGNED) return;
  const { data, error } = await client
    .from('tracked_claims')
    .select('id, claim, updated_at, deleted_at')
    .returns<AccountClaimRow[]>();
  if (error) throw error;
  const mine = () =>
    db.claims
      .where('[owner+updatedAt]')
      .between([owner, Dexie.minKey], [owner, Dexie.maxKey])
      .toArray();
  const plan = mergeClaims(await mine(), await readTombstones(owner, db), data);
  if (plan.upsertRemote.length) {
    const sent = await client.from('tracked_claims').upsert(plan.upsertRemote);
    if (sent.error) throw sent.error;
  }
  const told = new Set(plan.upsertRemote.filter((r) => r.deleted_at).map((r) => r.id));
  await db.transaction('rw', db.claims, db.meta, async () => {
    // What changed on the device while the account answered wins over what the account sent.
    for (const claim of plan.putLocal) {
      const here = await db.claims.get(claim.id);
      if (here && (here.owner !== owner || here.updatedAt >= claim.updatedAt)) continue;
      await db.claims.put({ ...claim, owner });
    }
    for (const gone of plan.deleteLocal) {
      const here = await db.claims.get(gone.id);
      if (here?.owner === owner && Date.parse(here.updatedAt) <= Date.parse(gone.deletedAt)) {
        await db.claims.delete(gone.id);
      }
    }
    if (told.size) await forgetTombstones(owner, told, db);
  });
}

/** How the last attempt to keep the claims on the account went, for the tracker to say. */
export type AccountCopyState = { owner: string; at: string; ok: boolean } | null;
export const accountCopyStateAtom = atom<AccountCopyState>(null);

async function chosen(owner: string, db: VetHubDb): Promise<boolean> {
  return (await db.meta.get(accountChoiceKey(owner)))?.value === true;
}

/** Whether the signed-in person keeps their claims on the account from this device. */
export function useClaimsOnAccount(db: VetHubDb = localDb): boolean | undefined {
  const owner = useCurrentOwner();
  return useLiveQuery(() => chosen(owner, db), [owner, db]);
}

export async function chooseClaimsOnAccount(on: boolean, db: VetHubDb = localDb): Promise<void> {
  const owner = currentOwner();
  if (owner === GUEST || owner === UNASSIGNED) return;
  await db.meta.put({ key: accountChoiceKey(owner), value: on });
  if (on) syncSoon();
}

/** How many claims the account keeps (from any device); null when it cannot be asked. */
export async function accountClaimCount(): Promise<number | null> {
  const owner = currentOwner();
  if (owner === GUEST || owner === UNASSIGNED || !navigator.onLine) return null;
  const { supabase } = await import('./supabaseClient');
  const { count, error } = await supabase
    .from('tracked_claims')
    .select('id', { count: 'exact', head: true })
    .is('deleted_at', null);
  return error ? null : count;
}

/** "Remove my claims from my account": every row goes, and this device stops keeping them there. */
export async function removeAccountCopy(db: VetHubDb = localDb): Promise<void> {
  const owner = currentOwner();
  if (owner === GUEST || owner === UNASSIGNED) return;
  const { supabase } = await import('./supabaseClient');
  const { error } = await supabase.from('tracked_claims').delete().eq('user_id', owner);
  if (error) throw error;
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: accountChoiceKey(owner), value: false });
    await forgetTombstones(owner, new Set((await readTombstones(owner, db)).map((t) => t.id)), db);
  });
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;

function syncSoon(delay = 0): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const owner = currentOwner();
    if (owner === GUEST || owner === UNASSIGNED || !navigator.onLine) return;
    // One at a time: a change made during a run is picked up by the next.
    running = (running ?? Promise.resolve())
      .then(async () => {
        if (!(await chosen(owner, localDb))) return;
        const { supabase } = await import('./supabaseClient');
        await syncClaimsWithAccount(supabase, owner);
        appStore.set(accountCopyStateAtom, { owner, at: new Date().toISOString(), ok: true });
      })
      // Offline, or the account refused: the device's copy stands; the next trigger tries again.
      .catch(() => {
        appStore.set(accountCopyStateAtom, { owner, at: new Date().toISOString(), ok: false });
      });
  }, delay);
}

/** Starts following sign-ins, reconnections and changes; returns the stop. */
export function startClaimsAccountSync(): () => void {
  const now = () => syncSoon();
  const unsubscribeAuth = appStore.sub(authStateAtom, now);
  const unsubscribeChanges = onClaimsChanged(() => syncSoon(AFTER_CHANGE_MS));
  window.addEventListener('online', now);
  syncSoon();
  return () => {
    clearTimeout(timer);
    unsubscribeAuth();
    unsubscribeChanges();
    window.removeEventListener('online', now);
  };
}
