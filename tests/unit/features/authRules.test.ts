// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addUserType,
  INVALID_USER_TYPE,
  needsPartnerDefault,
} from '../../../src/data/authUserTypes';
import {
  credentialsProblem,
  isValidEmail,
  normalizeEmail,
} from '../../../src/components/forms/credentialRules';
import {
  IDME_SUCCESS_TYPE,
  isTrustedVerificationMessage,
} from '../../../src/lib/verificationMessage';
import { dashboardFor } from '../../../src/features/dashboard/dashboardTarget';

describe('§5 login validation', () => {
  it('requires both fields', () => {
    expect(credentialsProblem('', 'secret1')).toBe('Please enter both email and password');
    expect(credentialsProblem('a@b.co', '')).toBe('Please enter both email and password');
    expect(credentialsProblem('   ', 'secret1')).toBe('Please enter both email and password');
  });
  it('checks the email pattern', () => {
    expect(credentialsProblem('not-an-email', 'secret1')).toBe(
      'Please enter a valid email address',
    );
    expect(credentialsProblem('a b@c.de', 'secret1')).toBe('Please enter a valid email address');
    expect(isValidEmail('  Someone@Example.COM ')).toBe(true);
  });
  it('needs 6 characters of password', () => {
    expect(credentialsProblem('a@b.co', '12345')).toBe(
      'Password must be at least 6 characters long',
    );
    expect(credentialsProblem('a@b.co', '123456')).toBeNull();
  });
  it('trims and lowercases the email', () => {
    expect(normalizeEmail('  Veteran@VetHub.TEST ')).toBe('veteran@vethub.test');
  });
});

describe('§4 user type transitions', () => {
  it('public becomes veteran or partner', () => {
    expect(addUserType('public', 'veteran')).toBe('veteran');
    expect(addUserType('public', 'partner')).toBe('partner');
    expect(addUserType(undefined, 'partner')).toBe('partner');
  });
  it('veteran plus partner, either way round, is both', () => {
    expect(addUserType('veteran', 'partner')).toBe('both');
    expect(addUserType('partner', 'veteran')).toBe('both');
  });
  it('both stays both; adding the same role changes nothing', () => {
    expect(addUserType('both', 'veteran')).toBe('both');
    expect(addUserType('both', 'public')).toBe('both');
    expect(addUserType('veteran', 'veteran')).toBe('veteran');
  });
  it("refuses anything else with 'Invalid user type'", () => {
    expect(() => addUserType('public', 'admin')).toThrow(INVALID_USER_TYPE);
    expect(() => addUserType('public', '')).toThrow(INVALID_USER_TYPE);
  });
  it('after login, no user type and no verification means partner', () => {
    expect(needsPartnerDefault(undefined, 'public', false)).toBe(true);
    expect(needsPartnerDefault(undefined, 'public', true)).toBe(false);
    expect(needsPartnerDefault('veteran', 'veteran', false)).toBe(false);
    expect(needsPartnerDefault(undefined, 'veteran', false)).toBe(false);
    expect(needsPartnerDefault('public', 'public', false)).toBe(false);
  });
  it('/dashboard opens the dashboard of the type', () => {
    expect(dashboardFor('veteran')).toBe('/dashboard/veteran');
    expect(dashboardFor('partner')).toBe('/dashboard/business');
    expect(dashboardFor('both')).toBeNull();
  });
});

describe('verification message origin check', () => {
  const own = 'https://vethub.example';
  it('accepts the success message from its own origin', () => {
    expect(
      isTrustedVerificationMessage({ origin: own, data: { type: IDME_SUCCESS_TYPE } }, own),
    ).toBe(true);
  });
  it('rejects any other origin, even a look-alike', () => {
    for (const origin of ['https://evil.example', 'https://vethub.example.evil.test', 'null', '']) {
      expect(isTrustedVerificationMessage({ origin, data: { type: IDME_SUCCESS_TYPE } }, own)).toBe(
        false,
      );
    }
  });
  it('rejects other messages from its own origin', () => {
    for (const data of [null, 'IDME_LOGIN_SUCCESS', { type: 'other' }, {}]) {
      expect(isTrustedVerificationMessage({ origin: own, data }, own)).toBe(false);
    }
  });
});
