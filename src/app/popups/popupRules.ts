/**
 * When a popup may show (spec §4, §9): one at a time, the cookie banner first and alone, none on
 * the quiet paths, none within 24 h of its dismissal.
 */
import type { PopupKind } from '../../data/settings';

export const POPUP_DISABLED_PATHS: readonly string[] = [
  '/donate',
  '/auth',
  '/register',
  '/payment',
  '/auth/callback',
  '/auth/idme-callback',
  '/contact/success',
  '/donate/thank-you',
  '/payment/success',
  '/subscribe',
  '/subscribed',
];

export const SECTION_POPUP_DELAY_MS = 8_000;
export const SOCIAL_POPUP_MIN_DELAY_MS = 45_000;
export const SOCIAL_POPUP_MAX_DELAY_MS = 120_000;
/** Once the social popup is due but blocked (cookie banner, another popup), it retries this often. */
export const SOCIAL_POPUP_RETRY_MS = 15_000;
export const POPUP_DISMISS_MS = 24 * 60 * 60 * 1000;

export function popupsDisabledOn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return POPUP_DISABLED_PATHS.includes(path);
}

/** The section popup of a path: services, vetdeals or blog pages, or null elsewhere. */
export function sectionPopupFor(pathname: string): PopupKind | null {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'services') return 'services';
  if (first === 'vetdeals') return 'vetdeals';
  if (first === 'blog') return 'blog';
  return null;
}

/** A uniformly random delay in [45 s, 120 s]. */
export function socialPopupDelay(random: () => number = Math.random): number {
  const span = SOCIAL_POPUP_MAX_DELAY_MS - SOCIAL_POPUP_MIN_DELAY_MS;
  return SOCIAL_POPUP_MIN_DELAY_MS + Math.round(random() * span);
}

export function isDismissed(
  dismissals: Partial<Record<PopupKind, number>>,
  kind: PopupKind,
  now: number,
): boolean {
  const at = dismissals[kind];
  return at !== undefined && now - at < POPUP_DISMISS_MS;
}

export interface PopupContext {
  pathname: string;
  cookieBannerShowing: boolean;
  openPopup: PopupKind | null;
  dismissals: Partial<Record<PopupKind, number>>;
  now: number;
}

export function canShowPopup(kind: PopupKind, ctx: PopupContext): boolean {
  if (ctx.cookieBannerShowing || ctx.openPopup !== null) return false;
  if (popupsDisabledOn(ctx.pathname)) return false;
  return !isDismissed(ctx.dismissals, kind, ctx.now);
}
