/**
 * Every path of the product spec (§2) in one table, composed from the routes each feature
 * exports beside its pages. The router, the sitemap page, search, the popups' path rules and
 * the e2e suite all read this table. A new feature's routes go into the list below.
 */
import { authRoutes } from '../features/auth/routes';
import { benefitsRoutes } from '../features/benefits/routes';
import { blogRoutes } from '../features/blog/routes';
import { contactRoutes } from '../features/contact/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { devtoolsRoutes } from '../features/devtools/routes';
import { employmentRoutes } from '../features/employment/routes';
import { givingRoutes } from '../features/giving/routes';
import { infoRoutes } from '../features/info/routes';
import { jobsRoutes } from '../features/jobs/routes';
import { newsletterRoutes } from '../features/newsletter/routes';
import { savedRoutes } from '../features/saved/routes';
import { searchRoutes } from '../features/search/routes';
import { servicesRoutes } from '../features/services/routes';
import { vetdealsRoutes } from '../features/vetdeals/routes';
import type { RouteEntry } from '../lib/routeEntry';
import { adminRoutes } from '../features/admin/routes';
import { kioskRoutes } from '../features/kiosk/routes';

export {
  canonicalPath,
  type Guard,
  type Layout,
  type RouteEntry,
  type SitemapGroup,
} from '../lib/routeEntry';

/** The shell's own page. */
const appRoutes: RouteEntry[] = [
  {
    path: '/sitemap',
    title: 'Sitemap',
    description: 'Every page of VetHub, grouped by what it helps you do.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./SitemapPage'),
  },
];

// The order is the sitemap's order within each group.
export const routeTable: RouteEntry[] = [
  ...infoRoutes,
  ...savedRoutes,
  ...appRoutes,
  ...contactRoutes,
  ...searchRoutes,
  ...newsletterRoutes,
  ...givingRoutes,
  ...devtoolsRoutes,
  ...authRoutes,
  ...benefitsRoutes,
  ...employmentRoutes,
  ...blogRoutes,
  ...jobsRoutes,
  ...servicesRoutes,
  ...vetdealsRoutes,
  ...dashboardRoutes,
  ...kioskRoutes,
  ...adminRoutes,
];
