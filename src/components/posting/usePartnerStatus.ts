/**
 * Whether the signed-in user may post (spec §6: partners, and users who are both). The profile
 * on the server decides; its answer is remembered on this device so a partner can still write
 * offline. RLS checks again when the outbox sends, so this only spares the user a refusal.
 *
 * What the device already knows opens the form at once, offline and online alike; online the
 * server is asked behind it and its answer wins. With nothing known, the form waits for the
 * server a moment at most.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { profileAtom, type ProfileState } from '../../data/authProfile';
import { authStateAtom, startAuthListener } from '../../data/authSession';
import { readStored, writeStored } from '../../lib/storedValue';
import { fetchUserType } from '../../data/posting/postingServer';

export type PartnerStatus =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'partner'; userId: string }
  | { status: 'notPartner'; userId: string; userType: string };

const POSTING_TYPES = ['partner', 'both', 'business'];
/** How long a form with nothing known on the device waits for the server's answer. */
const SERVER_WAIT_MS = 500;
const cacheKey = (userId: string) => `vethub.userType.${userId}`;
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The account's type as this device last heard it: the posting check's or the profile's. */
function knownUserType(userId: string, profile: ProfileState): string | null {
  const cached = readStored<string | null>(cacheKey(userId), asString, null);
  if (cached) return cached;
  return profile.status === 'ready' && profile.profile.id === userId
    ? profile.profile.userType
    : null;
}

/** A user type, or null: asked and nothing came back (offline, no answer in time). */
interface Answer {
  userId: string;
  type: string | null;
}

export function usePartnerStatus(): PartnerStatus {
  const auth = useAtomValue(authStateAtom);
  const profile = useAtomValue(profileAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (auth.status === 'loading') void startAuthListener();
  }, [auth.status]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const settle = (type: string | null) => {
      if (live)
        setAnswer((prev) => (prev?.userId === userId && prev.type ? prev : { userId, type }));
    };
    // Offline nothing can be asked: what the device knows stands.
    if (!navigator.onLine) {
      settle(null);
      return;
    }
    const giveUp = setTimeout(() => settle(null), SERVER_WAIT_MS);
    void fetchUserType(userId).then((type) => {
      clearTimeout(giveUp);
      if (type) {
        writeStored(cacheKey(userId), type);
        if (live) setAnswer({ userId, type });
      } else settle(null);
    });
    return () => {
      live = false;
      clearTimeout(giveUp);
    };
  }, [userId]);

  if (auth.status === 'loading') return { status: 'loading' };
  if (auth.status === 'signedOut' || !userId) return { status: 'signedOut' };
  const asked = answer?.userId === userId ? answer : null;
  const type = asked?.type ?? knownUserType(userId, profile);
  if (!type && !asked) return { status: 'loading' };
  // Unknown (offline, never asked): let them write; the server decides when it is sent.
  if (!type || POSTING_TYPES.includes(type)) return { status: 'partner', userId };
  return { status: 'notPartner', userId, userType: type };
}
