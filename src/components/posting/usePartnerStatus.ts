/**
 * Whether the signed-in user may post (spec §6: partners, and users who are both). The profile
 * on the server decides; its answer is remembered on this device so a partner can still write
 * offline. RLS checks again when the outbox sends, so this only spares the user a refusal.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { authStateAtom, startAuthListener } from '../../data/authSession';
import { readStored, writeStored } from '../../lib/storedValue';
import { fetchUserType, sessionUserType } from '../../data/posting/postingServer';

export type PartnerStatus =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'partner'; userId: string }
  | { status: 'notPartner'; userId: string; userType: string };

const POSTING_TYPES = ['partner', 'both', 'business'];
const cacheKey = (userId: string) => `vethub.userType.${userId}`;
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

async function userTypeOf(userId: string): Promise<string | null> {
  const fromServer = await fetchUserType(userId);
  if (fromServer) {
    writeStored(cacheKey(userId), fromServer);
    return fromServer;
  }
  return readStored<string | null>(cacheKey(userId), asString, null) ?? (await sessionUserType());
}

export function usePartnerStatus(): PartnerStatus {
  const auth = useAtomValue(authStateAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const [answer, setAnswer] = useState<{ userId: string; type: string | null } | null>(null);

  useEffect(() => {
    if (auth.status === 'loading') void startAuthListener();
  }, [auth.status]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void userTypeOf(userId).then((type) => live && setAnswer({ userId, type }));
    return () => {
      live = false;
    };
  }, [userId]);

  if (auth.status === 'loading') return { status: 'loading' };
  if (auth.status === 'signedOut' || !userId) return { status: 'signedOut' };
  if (answer?.userId !== userId) return { status: 'loading' };
  // Unknown (offline, never asked): let them write; the server decides when it is sent.
  if (answer.type === null || POSTING_TYPES.includes(answer.type)) {
    return { status: 'partner', userId };
  }
  return { status: 'notPartner', userId, userType: answer.type };
}
