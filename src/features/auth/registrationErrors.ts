import { LOGIN_MESSAGES, loginErrorCause, REGISTRATION_FAILED } from './loginErrors';
import { t } from './words';

/** What a failed registration tells the user: the spec's title, and why when it is known. */
export function registrationFailure(error: unknown): { title: string; description: string } {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const title = t(REGISTRATION_FAILED);
  if (code === 'user_already_exists' || code === 'email_exists') {
    return { title, description: t('auth.register.exists') };
  }
  if (code === 'weak_password') {
    return { title, description: t('auth.register.weakPassword') };
  }
  const cause = loginErrorCause(error);
  const known = cause === 'invalidCredentials' || cause === 'userNotFound' ? 'fallback' : cause;
  return { title, description: t(LOGIN_MESSAGES[known]) };
}
