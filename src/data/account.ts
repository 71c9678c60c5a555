/**
 * The signed-in person's own account: change the password (the current one is checked first),
 * change the email address (the new one confirms by mail), take a copy of their data, delete the
 * account (the delete-account function). Each action answers null when done, or the reason.
 */
import { authStorageKey } from './authSession';
import { clearPersonalData } from './clearDevice';
import { currentOwner } from './deviceOwner';
import { localDb } from './localDb';
import { recordTypes } from './records';
import { inPageLanguage } from './serverAnswers';
import { t } from './words';

// Said when the answer is made, in the page's language.
const OFFLINE = () => t('data.account.offline');
const NO_ANSWER = () => t('data.noAnswer');

async function client() {
  return (await import('./supabaseClient')).supabase;
}

async function signedInEmail(): Promise<string | null> {
  const { data } = await (await client()).auth.getSession();
  return data.session?.user.email ?? null;
}

export async function changePassword(current: string, next: string): Promise<string | null> {
  if (!navigator.onLine) return OFFLINE();
  try {
    const supabase = await client();
    const email = await signedInEmail();
    if (!email) return t('data.account.signInAgain');
    const check = await supabase.auth.signInWithPassword({ email, password: current });
    if (check.error) {
      return check.error.status === 429
        ? inPageLanguage(check.error.message)
        : t('data.account.wrongPassword');
    }
    const { error } = await supabase.auth.updateUser({ password: next });
    return error ? inPageLanguage(error.message) : null;
  } catch {
    return NO_ANSWER();
  }
}

export async function changeEmail(email: string): Promise<string | null> {
  if (!navigator.onLine) return OFFLINE();
  try {
    const { error } = await (await client()).auth.updateUser({ email: email.trim() });
    return error ? inPageLanguage(error.message) : null;
  } catch {
    return NO_ANSWER();
  }
}

/** Everything VetHub holds about the person: on the server, and on this device. */
export async function collectMyData(userId: string): Promise<Record<string, unknown>> {
  if (!navigator.onLine) throw new Error(OFFLINE());
  const supabase = await client();
  const read = async (table: string, column: string) => {
    const { data, error } = await supabase.from(table).select('*').eq(column, userId);
    if (error) throw new Error(NO_ANSWER());
    return data;
  };
  const listings = Object.fromEntries(
    await Promise.all(recordTypes.map(async (r) => [r.table, await read(r.table, 'owner_id')])),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile: (await read('profiles', 'id'))[0] ?? null,
    listings,
    reviews: await read('service_reviews', 'reviewer_id'),
    payments: await read('payments', 'payer_id'),
    monthlyGifts: await read('monthly_gifts', 'payer_id'),
    onThisDevice: {
      savedItems: await localDb.saved.toArray(),
      claims: await localDb.claims.filter((c) => c.owner === userId).toArray(),
    },
  };
}

/** Deletes the account on the server, then what this device kept for the person. */
export async function deleteMyAccount(confirm: string): Promise<string | null> {
  if (!navigator.onLine) return t('data.account.deleteOffline');
  try {
    const supabase = await client();
    const { error } = await supabase.functions.invoke('delete-account', { body: { confirm } });
    if (error) {
      const context = (error as { context?: unknown }).context;
      if (context instanceof Response) {
        const body = (await context.json().catch(() => null)) as { message?: unknown } | null;
        if (typeof body?.message === 'string') return inPageLanguage(body.message);
      }
      return NO_ANSWER();
    }
    const owner = currentOwner();
    // The server ended the account's sessions with it: this one is forgotten without asking
    // the server, which refuses a sign-out for a user it no longer has (403).
    window.localStorage.removeItem(authStorageKey());
    await supabase.auth.signOut({ scope: 'local' });
    await clearPersonalData(owner).catch(() => undefined);
    return null;
  } catch {
    return NO_ANSWER();
  }
}
