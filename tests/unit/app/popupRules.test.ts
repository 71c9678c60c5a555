// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canShowPopup,
  POPUP_DISABLED_PATHS,
  isDismissed,
  POPUP_DISMISS_MS,
  popupsDisabledOn,
  sectionPopupFor,
  socialPopupDelay,
  type PopupContext,
} from '../../../src/app/popups/popupRules';
import { routeTable } from '../../../src/app/routes';

const base: PopupContext = {
  pathname: '/services',
  cookieBannerShowing: false,
  openPopup: null,
  dismissals: {},
  now: 1_000_000_000,
};

describe('popup rules', () => {
  it('waits a random 45 to 120 seconds before the social popup', () => {
    expect(socialPopupDelay(() => 0)).toBe(45_000);
    expect(socialPopupDelay(() => 1)).toBe(120_000);
    expect(socialPopupDelay(() => 0.5)).toBe(82_500);
  });

  it('maps each section to its popup', () => {
    expect(sectionPopupFor('/services')).toBe('services');
    expect(sectionPopupFor('/services/12-legal-aid')).toBe('services');
    expect(sectionPopupFor('/vetdeals/3')).toBe('vetdeals');
    expect(sectionPopupFor('/blog')).toBe('blog');
    expect(sectionPopupFor('/benefits')).toBeNull();
    expect(sectionPopupFor('/servicesx')).toBeNull();
  });

  it('is disabled on each quiet path, with or without a trailing slash, and not below it', () => {
    for (const path of POPUP_DISABLED_PATHS) {
      expect(popupsDisabledOn(path)).toBe(true);
      expect(popupsDisabledOn(`${path}/`)).toBe(true);
      expect(popupsDisabledOn(`${path}/more`)).toBe(false);
    }
  });

  it('names only pages the app has, and leaves every other page its popups', () => {
    const paths = routeTable.map((route) => route.path);
    for (const path of POPUP_DISABLED_PATHS) expect(paths).toContain(path);
    for (const route of routeTable) {
      if (POPUP_DISABLED_PATHS.includes(route.path)) continue;
      expect(popupsDisabledOn(route.example ?? route.path), route.path).toBe(false);
    }
  });

  it('shows only one popup at a time', () => {
    expect(canShowPopup('services', base)).toBe(true);
    expect(canShowPopup('social', { ...base, openPopup: 'services' })).toBe(false);
  });

  it('lets the cookie banner suppress every other popup', () => {
    expect(canShowPopup('social', { ...base, cookieBannerShowing: true })).toBe(false);
  });

  it('remembers a dismissal for 24 hours', () => {
    const dismissals = { services: base.now - POPUP_DISMISS_MS + 1 };
    expect(isDismissed(dismissals, 'services', base.now)).toBe(true);
    expect(canShowPopup('services', { ...base, dismissals })).toBe(false);
    const later = base.now + 1;
    expect(isDismissed(dismissals, 'services', later)).toBe(false);
    expect(isDismissed(dismissals, 'blog', base.now)).toBe(false);
  });

  it('never shows on a disabled path', () => {
    expect(canShowPopup('social', { ...base, pathname: '/donate' })).toBe(false);
  });
});
