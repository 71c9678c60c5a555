import { afterEach, describe, expect, it } from 'vitest';
import {
  clearProfile,
  profileAtom,
  profileFromRow,
  setProfile,
  showCachedProfile,
} from '../../../src/data/authProfile';
import { appStore } from '../../../src/data/store';

const row = {
  id: 'user-1',
  first_name: 'Pat',
  last_name: null,
  user_type: 'partner',
  account_type: 'user',
  company_name: 'Rivera Roofing',
  phone: '555-0100',
  website: null,
  verified_veteran: false,
  verified_at: null,
};

describe('profile cache (offline sessions)', () => {
  afterEach(() => clearProfile());

  it('reads a profiles row; an unknown user type is public, admin comes from account_type', () => {
    expect(profileFromRow(row)).toMatchObject({ userType: 'partner', isAdmin: false });
    expect(profileFromRow({ ...row, user_type: 'root', account_type: 'admin' })).toMatchObject({
      userType: 'public',
      isAdmin: true,
    });
  });

  it('shows the profile kept on this device for the same user, before the server answers', () => {
    setProfile(profileFromRow(row));
    appStore.set(profileAtom, { status: 'none' });
    showCachedProfile('user-1');
    const state = appStore.get(profileAtom);
    expect(state).toMatchObject({
      status: 'ready',
      stale: true,
      profile: { companyName: 'Rivera Roofing' },
    });
  });

  it("never shows another user's cached profile, and sign-out forgets it", () => {
    setProfile(profileFromRow(row));
    appStore.set(profileAtom, { status: 'none' });
    showCachedProfile('user-2');
    expect(appStore.get(profileAtom)).toEqual({ status: 'loading' });
    clearProfile();
    showCachedProfile('user-1');
    expect(appStore.get(profileAtom)).toEqual({ status: 'loading' });
  });
});
