// @vitest-environment node
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { describe, expect, it } from 'vitest';
import { passwordResetMessage } from '../../../src/features/auth/loginErrors';
import {
  credentialsSchema,
  newPasswordSchema,
  resetRequestSchema,
} from '../../../src/components/forms/credentialRules';

const check = zod4Resolver(credentialsSchema, { errorPriority: 'first' });

describe('the auth forms through the zod resolver', () => {
  it('gives one §5 message, on the field at fault', () => {
    expect(check({ email: '', password: '' })).toEqual({
      email: 'Please enter both email and password',
    });
    expect(check({ email: 'a@b.co', password: '' })).toEqual({
      password: 'Please enter both email and password',
    });
    expect(check({ email: 'not-an-email', password: 'whatever1' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(check({ email: 'a@b.co', password: 'short' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(check({ email: ' A@B.co ', password: 'secret1', firstName: 'Kim' })).toEqual({});
  });

  it('checks the reset request and the new password', () => {
    const request = zod4Resolver(resetRequestSchema);
    expect(request({ email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(request({ email: 'a@b.co' })).toEqual({});
    const next = zod4Resolver(newPasswordSchema, { errorPriority: 'first' });
    expect(next({ password: '12345', confirm: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(next({ password: 'secret1', confirm: 'secret2' })).toEqual({
      confirm: 'The two passwords do not match.',
    });
    expect(next({ password: 'secret1', confirm: 'secret1' })).toEqual({});
  });

  it('never says whether an account exists when a reset fails', () => {
    expect(passwordResetMessage({ code: 'user_not_found' })).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(passwordResetMessage({ status: 429 })).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(passwordResetMessage({ status: 429 }, ['tooManyRequests'])).toBe(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
    expect(passwordResetMessage(new TypeError('Failed to fetch'))).toBe(
      'Connection error. Please check your internet connection and try again.',
    );
  });
});
