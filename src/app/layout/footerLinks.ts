/** The footer's link lists (spec §2 Shell); labels are message ids (src/app/locales). */
export const resourceLinks = [
  { to: '/benefits', label: 'app.nav.benefits' },
  { to: '/healthcare', label: 'app.nav.healthcare' },
  { to: '/education', label: 'app.nav.education' },
  { to: '/employment', label: 'app.nav.employment' },
  { to: '/housing', label: 'app.nav.housing' },
  { to: '/community', label: 'app.nav.community' },
  { to: '/blog', label: 'app.nav.blog' },
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
