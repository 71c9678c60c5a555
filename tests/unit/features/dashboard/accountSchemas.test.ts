// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from '../../../../src/features/dashboard/accountSchemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('account forms', () => {
  it('a new password needs the current one, six characters and the same twice', () => {
    expect(
      messages(changePasswordSchema.safeParse({ current: '', password: 'abc', confirm: 'abd' })),
    ).toEqual([
      'Enter your current password.',
      'Password must be at least 6 characters long',
      'The two passwords do not match.',
    ]);
    expect(
      messages(
        changePasswordSchema.safeParse({ current: 'x', password: 'abcdef', confirm: 'abcdeg' }),
      ),
    ).toEqual(['The two passwords do not match.']);
    expect(
      changePasswordSchema.safeParse({ current: 'x', password: 'abcdef', confirm: 'abcdef' })
        .success,
    ).toBe(true);
  });

  it('a new address must look like one', () => {
    expect(messages(changeEmailSchema.safeParse({ email: 'me@home' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(changeEmailSchema.safeParse({ email: ' Me@Example.org ' }).success).toBe(true);
  });

  it('deleting takes the phrase, in any case, and nothing else', () => {
    expect(deleteAccountSchema.safeParse({ confirm: ' Delete My Account ' }).success).toBe(true);
    expect(messages(deleteAccountSchema.safeParse({ confirm: 'delete' }))).toEqual([
      'Type “delete my account” to confirm.',
    ]);
  });
});
