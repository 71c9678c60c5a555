import type { Guard } from './routeEntry';

/**
 * Where a guard sends the visitor (spec §6), or null to let them in.
 * auth: signed-out visitors go to sign-in and come back afterwards; guest: signed-in users go to
 * their dashboard (or to the page that sent them to sign in).
 */
export function guardRedirect(
  guard: Guard | undefined,
  signedIn: boolean,
  location: { pathname: string; search?: string; hash?: string },
): string | null {
  if (guard === 'auth' && !signedIn) {
    const back = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
    return `/auth?redirect=${encodeURIComponent(back)}`;
  }
  // Signing in on /auth?redirect=… flips this guard; it then completes the round trip.
  if (guard === 'guest' && signedIn) return safeRedirectTarget(location.search ?? '');
  return null;
}

/** The post-sign-in destination from `?redirect=`, accepting only same-site paths. */
export function safeRedirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/dashboard';
  return target;
}
