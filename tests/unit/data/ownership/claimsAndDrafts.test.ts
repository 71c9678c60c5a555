/** Claims and drafts on a shared device: each account, and the guest, has only its own. */
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStateAtom } from '../../../../src/data/authSession';
import {
  addOwnClaim,
  changeOwnClaim,
  deleteOwnClaim,
  useOwnClaims,
} from '../../../../src/data/claimsStore';
import { clearDraft, readDraft, writeDraft } from '../../../../src/data/drafts';
import { VetHubDb, type ClaimRecord } from '../../../../src/data/localDb';
import { appStore } from '../../../../src/data/store';

const VETERAN = '44444444-4444-4444-8444-444444444444';
const OTHER = '55555555-5555-4555-8555-555555555555';
const signIn = (id: string) =>
  appStore.set(authStateAtom, { status: 'signedIn', user: { id, email: null } });
const signOut = () => appStore.set(authStateAtom, { status: 'signedOut' });

const claim = (id: string): ClaimRecord => ({
  id,
  kind: 'compensation',
  label: 'Knee',
  filedOn: '2026-01-10',
  step: 1,
  history: [],
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
});

let db: VetHubDb;
beforeEach(() => {
  db = new VetHubDb(`claims-${crypto.randomUUID()}`);
});
afterEach(async () => {
  signOut();
  await db.delete();
});

describe('the claim tracker’s owner', () => {
  it('shows, changes and deletes only the owner’s claims', async () => {
    signIn(VETERAN);
    await addOwnClaim(claim('mine'), db);
    signIn(OTHER);
    const { result } = renderHook(() => useOwnClaims(db));
    await waitFor(() => expect(result.current).toEqual([]));
    await expect(changeOwnClaim('mine', (c) => ({ ...c, label: 'Changed' }), db)).rejects.toThrow(
      'This claim is no longer on this device.',
    );
    await deleteOwnClaim('mine', db);
    expect((await db.claims.get('mine'))?.label).toBe('Knee');
    signIn(VETERAN);
    await waitFor(() => expect(result.current?.map((c) => c.id)).toEqual(['mine']));
    await changeOwnClaim('mine', (c) => ({ ...c, label: 'Knee and back' }), db);
    expect(await db.claims.get('mine')).toMatchObject({ label: 'Knee and back', owner: VETERAN });
    await deleteOwnClaim('mine', db);
    expect(await db.claims.count()).toBe(0);
  });
});

describe('drafts', () => {
  it('restores a draft only for the person who typed it', () => {
    signIn(VETERAN);
    writeDraft('contact_messages', { message: 'About my claim' });
    signOut();
    expect(readDraft('contact_messages', (v) => v)).toBeNull();
    signIn(OTHER);
    expect(readDraft('contact_messages', (v) => v)).toBeNull();
    clearDraft('contact_messages');
    signIn(VETERAN);
    expect(readDraft('contact_messages', (v) => v)).toEqual({ message: 'About my claim' });
  });
});
