/**
 * The signed-in user's profile row (user type, admin, company details, verification), as an
 * atom. It is cached in localStorage so the header badges and dashboards work offline and on a
 * reload before the network answers. supabase-js is imported lazily: the header reads this
 * module and must stay out of supabase-js's way on the first page.
 */
import { atom } from 'jotai';
import { isUserType, type UserType } from './authUserTypes';
import { followAccountLanguage } from './accountLanguage';
import { isLanguage, type Language } from '../lib/language';
import { appStore } from './store';

export interface Profile {
  id: string;
  firstName: string | null;
  lastName: string | null;
  userType: UserType;
  isAdmin: boolean;
  companyName: string | null;
  phone: string | null;
  website: string | null;
  verifiedVeteran: boolean;
  verifiedAt: string | null;
  /** Partner review: an unreviewed partner's deals wait for staff before they go live. */
  partnerStatus: 'unreviewed' | 'approved' | 'suspended';
  /** The language the person reads VetHub in (issue 35), as the account keeps it. */
  language: Language;
}

export type ProfileState =
  | { status: 'none' }
  | { status: 'loading' }
  /** Signed in, but the profile could not be read and none is cached (offline first visit). */
  | { status: 'unavailable' }
  | { status: 'ready'; profile: Profile; stale: boolean };

export const profileAtom = atom<ProfileState>({ status: 'none' });

const CACHE_KEY = 'vethub.profile';
export const PROFILE_COLUMNS =
  'id, first_name, last_name, user_type, account_type, company_name, phone, website, verified_veteran, verified_at, partner_status, language';

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A profiles row (snake_case, as PostgREST returns it) to the app's shape. */
export function profileFromRow(row: Record<string, unknown>): Profile {
  return {
    id: String(row.id),
    firstName: str(row.first_name),
    lastName: str(row.last_name),
    userType: isUserType(row.user_type) ? row.user_type : 'public',
    isAdmin: row.account_type === 'admin',
    companyName: str(row.company_name),
    phone: str(row.phone),
    website: str(row.website),
    verifiedVeteran: row.verified_veteran === true,
    verifiedAt: str(row.verified_at),
    partnerStatus:
      row.partner_status === 'approved' || row.partner_status === 'suspended'
        ? row.partner_status
        : 'unreviewed',
    language: isLanguage(row.language) ? row.language : 'en',
  };
}

function readCache(userId: string): Profile | null {
  try {
    const raw = window.localStorage.getItem(CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (parsed.id !== userId || typeof parsed.userType !== 'string') return null;
    return parsed as unknown as Profile;
  } catch {
    return null;
  }
}

function writeCache(profile: Profile | null): void {
  try {
    if (profile) window.localStorage.setItem(CACHE_KEY, JSON.stringify(profile));
    else window.localStorage.removeItem(CACHE_KEY);
  } catch {
    // Storage is blocked: the profile is simply fetched again next time.
  }
}

/** Shows the cached profile at once (offline, first paint) while the server is asked. */
export function showCachedProfile(userId: string): void {
  const cached = readCache(userId);
  const current = appStore.get(profileAtom);
  if (current.status === 'ready' && current.profile.id === userId) return;
  appStore.set(
    profileAtom,
    cached ? { status: 'ready', profile: cached, stale: true } : { status: 'loading' },
  );
}

export function setProfile(profile: Profile): void {
  writeCache(profile);
  appStore.set(profileAtom, { status: 'ready', profile, stale: false });
}

export function clearProfile(): void {
  stopAskingWhenOnline();
  writeCache(null);
  appStore.set(profileAtom, { status: 'none' });
}

let askWhenOnline: (() => void) | null = null;

function stopAskingWhenOnline(): void {
  if (askWhenOnline) window.removeEventListener('online', askWhenOnline);
  askWhenOnline = null;
}

/** Reads the profile from the server; keeps the cached one when offline. Returns the fresh one. */
export async function loadProfile(userId: string): Promise<Profile | null> {
  showCachedProfile(userId);
  stopAskingWhenOnline();
  if (!navigator.onLine) {
    // Nobody to ask (a request would only fail): the cached profile stands until the line is back.
    askWhenOnline = () => void loadProfile(userId);
    window.addEventListener('online', askWhenOnline, { once: true });
    return markUnavailable();
  }
  try {
    const { supabase } = await import('./supabaseClient');
    const { data, error } = await supabase
      .from('profiles')
      .select(PROFILE_COLUMNS)
      .eq('id', userId)
      .maybeSingle();
    if (error || !data) return markUnavailable();
    const profile = profileFromRow(data as Record<string, unknown>);
    setProfile(profile);
    void followAccountLanguage(profile);
    return profile;
  } catch {
    return markUnavailable();
  }
}

function markUnavailable(): null {
  if (appStore.get(profileAtom).status === 'loading') {
    appStore.set(profileAtom, { status: 'unavailable' });
  }
  return null;
}
