// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOGIN_MESSAGES,
  loginErrorCause,
  loginErrorMessage,
} from '../../../src/features/auth/loginErrors';
import { registrationFailure } from '../../../src/features/auth/registrationErrors';

describe('§8 login error catalogue', () => {
  const rows: [string, unknown, string][] = [
    [
      'invalid credentials',
      { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' },
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      'email not confirmed',
      { code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' },
      'Please check your email and click the confirmation link before signing in.',
    ],
    [
      'too many requests',
      { code: 'over_request_rate_limit', status: 429, message: 'Request rate limit reached' },
      'Too many login attempts. Please wait a few minutes before trying again.',
    ],
    [
      'user not found',
      { code: 'user_not_found', status: 403, message: 'User not found' },
      'No account found with this email address. Please check your email or create a new account.',
    ],
    [
      'invalid email',
      { code: 'email_address_invalid', status: 400, message: 'Email address is invalid' },
      'Please enter a valid email address.',
    ],
    [
      'signup disabled',
      { code: 'signup_disabled', status: 422, message: 'Signups not allowed for this instance' },
      'Account creation is currently disabled. Please contact support.',
    ],
    [
      'fetch failure',
      { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
      'Connection error. Please check your internet connection and try again.',
    ],
    [
      'timeout',
      { name: 'TimeoutError', message: 'Request timed out' },
      'Request timed out. Please try again.',
    ],
    [
      'fallback',
      { status: 500, message: 'Database error querying schema' },
      'An unexpected error occurred. Please try again.',
    ],
    [
      'missing user data',
      { code: 'missing_user', message: 'Login completed but user data is missing' },
      'Login completed but user data is missing. Please try again.',
    ],
  ];

  it.each(rows)('%s → its exact message', (_cause, error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });

  it('recognises older servers by their message alone', () => {
    expect(loginErrorCause(new Error('Invalid login credentials'))).toBe('invalidCredentials');
    expect(loginErrorCause({ message: 'Email not confirmed' })).toBe('emailNotConfirmed');
    expect(loginErrorCause({ message: 'Too many requests' })).toBe('tooManyRequests');
    expect(loginErrorCause(new TypeError('Failed to fetch'))).toBe('fetchFailure');
    expect(loginErrorCause(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      'fetchFailure',
    );
    expect(loginErrorCause('something odd')).toBe('fallback');
    expect(loginErrorCause(null)).toBe('fallback');
  });

  it('has one message per cause and nothing else', () => {
    expect(Object.keys(LOGIN_MESSAGES)).toHaveLength(rows.length);
  });

  it('registration failures carry the spec title and say why', () => {
    const taken = registrationFailure({ code: 'user_already_exists', status: 422 });
    expect(taken.title).toBe('Registration failed. Please try again.');
    expect(taken.description).toMatch(/already exists/);
    expect(
      registrationFailure({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' }),
    ).toEqual({
      title: 'Registration failed. Please try again.',
      description: 'Connection error. Please check your internet connection and try again.',
    });
    expect(registrationFailure({ code: 'signup_disabled' }).description).toBe(
      'Account creation is currently disabled. Please contact support.',
    );
  });
});
