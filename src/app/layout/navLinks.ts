/** The areas' pages, each written once for the header and the footer; labels are message ids. */
export const areaLinks = {
  benefits: { to: '/benefits', label: 'app.nav.benefits' },
  healthcare: { to: '/healthcare', label: 'app.nav.healthcare' },
  employment: { to: '/employment', label: 'app.nav.employment' },
  education: { to: '/education', label: 'app.nav.education' },
  housing: { to: '/housing', label: 'app.nav.housing' },
  community: { to: '/community', label: 'app.nav.community' },
  services: { to: '/services', label: 'app.nav.services' },
  vetdeals: { to: '/vetdeals', label: 'app.nav.vetdeals' },
  blog: { to: '/blog', label: 'app.nav.blog' },
} as const;

/** The header's main navigation (spec §2 Shell). */
export const mainNavLinks = [
  areaLinks.benefits,
  areaLinks.healthcare,
  areaLinks.employment,
  areaLinks.education,
  areaLinks.housing,
  areaLinks.community,
  areaLinks.services,
  areaLinks.vetdeals,
  areaLinks.blog,
] as const;
