/**
 * The message the identity-provider popup sends to the window that opened it (spec §4). The
 * opener accepts it only from its own origin; even then it only re-reads the profile, because
 * the verified flag is set by the server and nothing in a message can set it.
 */
export const IDME_SUCCESS_TYPE = 'IDME_LOGIN_SUCCESS';

export interface VerificationMessage {
  type: typeof IDME_SUCCESS_TYPE;
}

export function isTrustedVerificationMessage(
  event: { origin: string; data: unknown },
  ownOrigin: string,
): boolean {
  if (event.origin !== ownOrigin) return false;
  const data = event.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === IDME_SUCCESS_TYPE
  );
}
