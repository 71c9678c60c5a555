/** The footer's link lists (spec §2 Shell). */
export const resourceLinks = [
  { to: '/benefits', label: 'Benefits' },
  { to: '/healthcare', label: 'Health care' },
  { to: '/education', label: 'Education' },
  { to: '/employment', label: 'Employment' },
  { to: '/housing', label: 'Housing' },
  { to: '/community', label: 'Community' },
  { to: '/blog', label: 'Blog' },
  { to: '/community#events', label: 'Events' },
  { to: '/veteran-stories', label: 'Veteran stories' },
] as const;

export const postContentLinks = [
  { to: '/submit/service', label: 'List a service', rules: '/services/requirements' },
  { to: '/submit/deal', label: 'Offer a VetDeal', rules: '/vetdeals/requirements' },
  { to: '/submit/blog', label: 'Submit an article', rules: '/blog/requirements' },
] as const;

export const legalLinks = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/transparency', label: 'Transparency' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/sitemap', label: 'Sitemap' },
] as const;

export const VA_FACILITY_LOCATOR = 'https://www.va.gov/find-locations/';
