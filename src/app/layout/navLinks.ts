/** The header's main navigation (spec §2 Shell); labels are message ids (src/app/locales). */
export const mainNavLinks = [
  { to: '/benefits', label: 'app.nav.benefits' },
  { to: '/healthcare', label: 'app.nav.healthcare' },
  { to: '/employment', label: 'app.nav.employment' },
  { to: '/education', label: 'app.nav.education' },
  { to: '/housing', label: 'app.nav.housing' },
  { to: '/community', label: 'app.nav.community' },
  { to: '/services', label: 'app.nav.services' },
  { to: '/vetdeals', label: 'app.nav.vetdeals' },
  { to: '/blog', label: 'app.nav.blog' },
] as const;
