/** The header's main navigation (spec §2 Shell). */
export const mainNavLinks = [
  { to: '/benefits', label: 'Benefits' },
  { to: '/healthcare', label: 'Health care' },
  { to: '/employment', label: 'Employment' },
  { to: '/education', label: 'Education' },
  { to: '/housing', label: 'Housing' },
  { to: '/community', label: 'Community' },
  { to: '/services', label: 'Services' },
  { to: '/vetdeals', label: 'VetDeals' },
  { to: '/blog', label: 'Blog' },
] as const;
