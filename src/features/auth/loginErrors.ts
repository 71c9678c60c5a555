import { t } from './words';

/**
 * The login error catalogue (spec §8): every cause maps to its exact toast message (labels are
 * message ids, said in the page language when the error happens). supabase-js
 * errors carry a `code` (GoTrue ≥ 2024), a `status` and a `message`; older servers send only
 * the message, so both are checked.
 */
export const LOGIN_MESSAGES = {
  invalidCredentials: 'auth.login.invalidCredentials',
  emailNotConfirmed: 'auth.login.emailNotConfirmed',
  tooManyRequests: 'auth.login.tooManyRequests',
  userNotFound: 'auth.login.userNotFound',
  invalidEmail: 'auth.login.invalidEmail',
  signupDisabled: 'auth.login.signupDisabled',
  fetchFailure: 'auth.login.fetchFailure',
  timeout: 'auth.login.timeout',
  fallback: 'auth.login.fallback',
  missingUser: 'auth.login.missingUser',
} as const;

export type LoginCause = keyof typeof LOGIN_MESSAGES;

/** A message id: the title of every failed registration. */
export const REGISTRATION_FAILED = 'auth.register.failed';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  status?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Which §8 cause an error from sign-in (or sign-up) is. */
export function loginErrorCause(error: unknown): LoginCause {
  const e: ErrorLike = typeof error === 'object' && error !== null ? error : {};
  const code = text(e.code);
  const name = text(e.name);
  const message = (typeof error === 'string' ? error : text(e.message)).toLowerCase();
  if (code === 'missing_user' || message.includes('user data is missing')) return 'missingUser';
  if (code === 'invalid_credentials' || message.includes('invalid login credentials')) {
    return 'invalidCredentials';
  }
  if (code === 'email_not_confirmed' || message.includes('email not confirmed')) {
    return 'emailNotConfirmed';
  }
  if (
    code === 'over_request_rate_limit' ||
    code === 'over_email_send_rate_limit' ||
    e.status === 429 ||
    message.includes('too many requests') ||
    message.includes('rate limit')
  ) {
    return 'tooManyRequests';
  }
  if (code === 'user_not_found' || message.includes('user not found')) return 'userNotFound';
  if (
    code === 'email_address_invalid' ||
    message.includes('invalid email') ||
    message.includes('email address is invalid')
  ) {
    return 'invalidEmail';
  }
  if (
    code === 'signup_disabled' ||
    message.includes('signups not allowed') ||
    message.includes('signup is disabled') ||
    message.includes('signup disabled')
  ) {
    return 'signupDisabled';
  }
  if (name === 'TimeoutError' || message.includes('timed out') || message.includes('timeout')) {
    return 'timeout';
  }
  if (
    name === 'AuthRetryableFetchError' ||
    message.includes('failed to fetch') ||
    message.includes('fetch failed') ||
    message.includes('networkerror') ||
    message.includes('network request failed') ||
    message.includes('load failed')
  ) {
    return 'fetchFailure';
  }
  return 'fallback';
}

export function loginErrorMessage(error: unknown): string {
  return t(LOGIN_MESSAGES[loginErrorCause(error)]);
}

/**
 * What a failed password reset (the request or the new password) says: the connection causes and
 * those listed by name; anything else gets the fallback, so it never tells whether an account exists.
 */
export function passwordResetMessage(
  error: unknown,
  alsoNamed: readonly LoginCause[] = [],
): string {
  const cause = loginErrorCause(error);
  const named = cause === 'fetchFailure' || cause === 'timeout' || alsoNamed.includes(cause);
  return t(LOGIN_MESSAGES[named ? cause : 'fallback']);
}
