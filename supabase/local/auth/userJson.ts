/** auth.users / auth.identities rows and the JSON GoTrue answers for them. */

export type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, phone,
  phone_confirmed_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
  is_anonymous`;

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Json | null;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

/** Both drivers give Date for timestamptz; anything else is normalised the same way. */
export function isoTime(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function isBanned(user: UserRow): boolean {
  return !!user.banned_until && new Date(user.banned_until).getTime() > Date.now();
}

export function identityJson(identity: IdentityRow): Json {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data ?? {},
    provider: identity.provider,
    last_sign_in_at: isoTime(identity.last_sign_in_at),
    created_at: isoTime(identity.created_at),
    updated_at: isoTime(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** GoTrue's user object; optional timestamps are left out when unset, as Go's omitempty does. */
export function userJson(user: UserRow, identities: IdentityRow[]): Json {
  const confirmedAt = user.email_confirmed_at ?? user.phone_confirmed_at;
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: isoTime(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: isoTime(user.confirmation_sent_at),
    confirmed_at: isoTime(confirmedAt),
    recovery_sent_at: isoTime(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? isoTime(user.email_change_sent_at) : undefined,
    last_sign_in_at: isoTime(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: isoTime(user.created_at),
    updated_at: isoTime(user.updated_at),
    banned_until: isBanned(user) ? isoTime(user.banned_until) : undefined,
    is_anonymous: user.is_anonymous,
  };
}
