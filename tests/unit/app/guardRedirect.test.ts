// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardRedirect, safeRedirectTarget } from '../../../src/lib/guardRedirect';

describe('route guards', () => {
  it('sends a signed-out visitor of an auth page to sign-in with the way back', () => {
    expect(guardRedirect('auth', false, { pathname: '/dashboard/business' })).toBe(
      '/auth?redirect=%2Fdashboard%2Fbusiness',
    );
    expect(guardRedirect('auth', false, { pathname: '/blog/edit/3', search: '?tab=2' })).toBe(
      '/auth?redirect=%2Fblog%2Fedit%2F3%3Ftab%3D2',
    );
  });

  it('lets a signed-in user into an auth page', () => {
    expect(guardRedirect('auth', true, { pathname: '/dashboard' })).toBeNull();
  });

  it('sends a signed-in user away from guest pages to the dashboard', () => {
    expect(guardRedirect('guest', true, { pathname: '/auth' })).toBe('/dashboard');
    expect(guardRedirect('guest', false, { pathname: '/auth' })).toBeNull();
    expect(
      guardRedirect('guest', true, {
        pathname: '/auth',
        search: '?redirect=%2Fdashboard%2Fbusiness',
      }),
    ).toBe('/dashboard/business');
    expect(
      guardRedirect('guest', true, { pathname: '/auth', search: '?redirect=%2F%2Fevil.example' }),
    ).toBe('/dashboard');
  });

  it('does not guard open pages', () => {
    expect(guardRedirect(undefined, false, { pathname: '/' })).toBeNull();
    expect(guardRedirect(undefined, true, { pathname: '/' })).toBeNull();
  });

  it('only returns to same-site paths after sign-in', () => {
    expect(safeRedirectTarget('?redirect=%2Fdashboard%2Fbusiness')).toBe('/dashboard/business');
    expect(safeRedirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('?redirect=%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('')).toBe('/dashboard');
  });
});
