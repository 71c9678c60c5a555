/** The footer's link lists (spec §2 Shell); labels are message ids (src/app/locales). */
import { areaLinks } from './navLinks';

export const resourceLinks = [
  areaLinks.benefits,
  areaLinks.healthcare,
  areaLinks.education,
  areaLinks.employment,
  areaLinks.housing,
  areaLinks.community,
  areaLinks.blog,
  { to: '/community#events', label: 'app.footer.events' },
  { to: '/veteran-stories', label: 'app.footer.stories' },
] as const;

export const postContentLinks = [
  { to: '/submit/service', label: 'app.footer.listService', rules: '/services/requirements' },
  { to: '/submit/deal', label: 'app.footer.offerDeal', rules: '/vetdeals/requirements' },
  { to: '/submit/blog', label: 'app.footer.submitArticle', rules: '/blog/requirements' },
] as const;

export const legalLinks = [
  { to: '/terms', label: 'app.footer.terms' },
  { to: '/privacy', label: 'app.footer.privacy' },
  { to: '/accessibility', label: 'app.footer.accessibility' },
  { to: '/transparency', label: 'app.footer.transparency' },
  { to: '/disclaimer', label: 'app.footer.disclaimer' },
  { to: '/cookies', label: 'app.footer.cookies' },
  { to: '/sitemap', label: 'app.footer.sitemap' },
] as const;

export const VA_FACILITY_LOCATOR = 'https://www.va.gov/find-locations/';
