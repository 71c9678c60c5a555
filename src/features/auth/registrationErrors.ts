import { LOGIN_MESSAGES, loginErrorCause, REGISTRATION_FAILED } from './loginErrors';

/** What a failed registration tells the user: the spec's title, and why when it is known. */
export function registrationFailure(error: unknown): { title: string; description: string } {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'user_already_exists' || code === 'email_exists') {
    return {
      title: REGISTRATION_FAILED,
      description:
        'An account with this email address already exists. Sign in, or reset your password.',
    };
  }
  if (code === 'weak_password') {
    return { title: REGISTRATION_FAILED, description: 'Please choose a stronger password.' };
  }
  const cause = loginErrorCause(error);
  const known = cause === 'invalidCredentials' || cause === 'userNotFound' ? 'fallback' : cause;
  return { title: REGISTRATION_FAILED, description: LOGIN_MESSAGES[known] };
}
