/**
 * Every auth call the app makes (spec §7), behind plain functions that resolve to a result the
 * pages can show; they never throw. supabase-js is imported lazily: only the auth pages and the
 * dashboards, which are route chunks of their own, ever wait for it.
 */
import type { User } from '@supabase/supabase-js';
import { loadProfile, setProfile, profileFromRow, PROFILE_COLUMNS } from './authProfile';
import { listenToSupabase } from './authSession';
import { addUserType, INVALID_USER_TYPE, isUserType, needsPartnerDefault } from './authUserTypes';
import { currentLanguage } from '../lib/i18n';
import { pathIn } from '../lib/language';

/** The app's address of a page in the language it is read in: a link back lands in it. */
const pageUrl = (path: string) => `${window.location.origin}${pathIn(currentLanguage(), path)}`;

/** Longest wait for an auth answer before saying 'Request timed out'. */
export const AUTH_TIMEOUT_MS = 20_000;

export type AuthResult<T = undefined> = { ok: true; value: T } | { ok: false; error: unknown };

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

function withTimeout<T>(promise: Promise<T>, ms = AUTH_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError('Request timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function client() {
  await listenToSupabase();
  return (await import('./supabaseClient')).supabase;
}

/** Marker error for a sign-in that answered without a user (§8 'Missing user data'). */
export const MISSING_USER = {
  code: 'missing_user',
  message: 'Login completed but user data is missing',
};

async function run<T>(work: () => Promise<T>): Promise<AuthResult<T>> {
  try {
    return { ok: true, value: await withTimeout(work()) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** §4: after login, a user with no user type and no verification becomes a partner. */
async function applyPartnerDefault(user: User): Promise<void> {
  const profile = await loadProfile(user.id);
  if (!profile) return;
  const metadataType: unknown = (user.user_metadata as Record<string, unknown>).user_type;
  if (!needsPartnerDefault(metadataType, profile.userType, profile.verifiedVeteran)) return;
  const supabase = await client();
  const { error } = await supabase.auth.updateUser({ data: { user_type: 'partner' } });
  if (!error) await loadProfile(user.id);
}

export function signInWithPassword(email: string, password: string): Promise<AuthResult<User>> {
  return run(async () => {
    const supabase = await client();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
    if (!data.user || !data.session) throw MISSING_USER;
    await applyPartnerDefault(data.user);
    return data.user;
  });
}

/** The §3 registration payload. */
export interface RegistrationPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  website: string;
  accountType: string;
}

/**
 * Creates the account (the profile trigger reads the payload from the metadata), signed in.
 * A project that confirms addresses by mail answers a sign-up without a session, the same for a
 * new address and one that already has an account: then the value is null and nothing more is
 * tried, so the answer tells nobody whether the address was taken.
 */
export function registerAccount(payload: RegistrationPayload): Promise<AuthResult<User | null>> {
  return run(async () => {
    const supabase = await client();
    const { email, password, ...details } = payload;
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      // The profile keeps the language the account was made in (issue 35).
      options: { data: { ...details, language: currentLanguage() } },
    });
    if (error) throw error;
    if (!data.user) throw MISSING_USER;
    if (!data.session) return null;
    // The answer's session is the sign-in: the guest-only page moves on to the dashboard as soon
    // as it lands, so a second sign-in here was still in flight when the visitor went on.
    await loadProfile(data.user.id);
    return data.user;
  });
}

const RETURN_KEY = 'vethub.authReturnTo';

/** Google sign-in (PKCE): the browser leaves for the provider and comes back to /auth/callback. */
export function signInWithGoogle(returnTo: string): Promise<AuthResult> {
  return run(async () => {
    try {
      window.sessionStorage.setItem(RETURN_KEY, returnTo);
    } catch {
      // Without storage the visitor lands on the dashboard, the default.
    }
    const supabase = await client();
    const { error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: pageUrl('/auth/callback') },
    });
    if (error) throw error;
    return undefined;
  });
}

/** Where /auth/callback sends the user: what they were going to before Google, once. */
export function takeReturnTarget(): string | null {
  try {
    const target = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return target;
  } catch {
    return null;
  }
}

async function currentSession() {
  const supabase = await client();
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  return data.session;
}

/** Waits for supabase-js to exchange the ?code= of an OAuth or recovery link for a session. */
export function finishRedirectSignIn(): Promise<AuthResult<User>> {
  return run(async () => {
    const session = await currentSession();
    if (!session) throw MISSING_USER;
    await applyPartnerDefault(session.user);
    return session.user;
  });
}

export function sendPasswordReset(email: string): Promise<AuthResult> {
  return run(async () => {
    const supabase = await client();
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: pageUrl('/auth/reset-password'),
    });
    if (error) throw error;
    return undefined;
  });
}

/** True when the page holds a session (the reset link signs the user in for this purpose). */
export function hasSession(): Promise<AuthResult<boolean>> {
  return run(async () => (await currentSession()) !== null);
}

export function updatePassword(password: string): Promise<AuthResult> {
  return run(async () => {
    const supabase = await client();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) throw error;
    return undefined;
  });
}

async function currentUser(): Promise<User> {
  const supabase = await client();
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new Error('Update Failed');
  return data.session.user;
}

/** Adds a role to the signed-in user (spec §4); needs a signed-in user. */
export function addRole(role: string): Promise<AuthResult> {
  return run(async () => {
    if (!isUserType(role)) throw new Error(INVALID_USER_TYPE);
    const user = await currentUser();
    const profile = await loadProfile(user.id);
    const next = addUserType(profile?.userType ?? 'public', role);
    const supabase = await client();
    const { error } = await supabase.auth.updateUser({ data: { user_type: next } });
    if (error) throw error;
    await loadProfile(user.id);
    return undefined;
  });
}

export interface CompanyDetails {
  companyName: string;
  phone: string;
  website: string;
}

/**
 * Company details go straight to the profile row, online only: profiles have no client_id, so
 * the outbox's replay-safe upsert does not apply, and an update by id is already idempotent.
 */
export function updateCompanyDetails(details: CompanyDetails): Promise<AuthResult> {
  return run(async () => {
    const user = await currentUser();
    const supabase = await client();
    const { data, error } = await supabase
      .from('profiles')
      .update({
        company_name: details.companyName || null,
        phone: details.phone || null,
        website: details.website || null,
      })
      .eq('id', user.id)
      .select(PROFILE_COLUMNS)
      .single();
    if (error) throw error;
    setProfile(profileFromRow(data as Record<string, unknown>));
    return undefined;
  });
}
