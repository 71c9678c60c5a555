/** User types and how they change (spec §4, §5). Pure, so the rules are tested on their own. */
export const USER_TYPES = ['veteran', 'partner', 'both', 'public'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const INVALID_USER_TYPE = 'Invalid user type';

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/**
 * The type after a user takes on a role: public becomes the role; veteran plus partner (either
 * order) becomes both; both stays both. Throws 'Invalid user type' for anything else.
 */
export function addUserType(current: unknown, added: unknown): UserType {
  if (!isUserType(added)) throw new Error(INVALID_USER_TYPE);
  const from: UserType = isUserType(current) ? current : 'public';
  if (from === 'both' || added === 'both') return 'both';
  if (added === 'public') return from;
  if (from === 'public' || from === added) return added;
  return 'both';
}

/** After login: no user type and no verification means a partner (spec §4). */
export function needsPartnerDefault(
  metadataUserType: unknown,
  profileUserType: unknown,
  verified: boolean,
): boolean {
  // The profile row defaults to 'public' when sign-up named no type, so only the metadata tells
  // whether 'public' was chosen.
  const hasType =
    isUserType(metadataUserType) || (isUserType(profileUserType) && profileUserType !== 'public');
  return !hasType && !verified;
}

export function isVeteranType(type: UserType | undefined): boolean {
  return type === 'veteran' || type === 'both';
}

export function isPartnerType(type: UserType | undefined): boolean {
  return type === 'partner' || type === 'both';
}
