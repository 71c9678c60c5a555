/**
 * Every path of the product spec (§2) in one table, composed from the routes.json each feature
 * keeps beside its pages. The router, the sitemap page, search, the popups' path rules, the
 * sitemap build step and the e2e suite all read this table. A new feature's routes go into the
 * list below; a new page goes into its feature's routes.json.
 */
import app from './routes.json' with { type: 'json' };
import admin from '../features/admin/routes.json' with { type: 'json' };
import auth from '../features/auth/routes.json' with { type: 'json' };
import benefits from '../features/benefits/routes.json' with { type: 'json' };
import blog from '../features/blog/routes.json' with { type: 'json' };
import contact from '../features/contact/routes.json' with { type: 'json' };
import dashboard from '../features/dashboard/routes.json' with { type: 'json' };
import devtools from '../features/devtools/routes.json' with { type: 'json' };
import employment from '../features/employment/routes.json' with { type: 'json' };
import giving from '../features/giving/routes.json' with { type: 'json' };
import info from '../features/info/routes.json' with { type: 'json' };
import jobs from '../features/jobs/routes.json' with { type: 'json' };
import kiosk from '../features/kiosk/routes.json' with { type: 'json' };
import newsletter from '../features/newsletter/routes.json' with { type: 'json' };
import saved from '../features/saved/routes.json' with { type: 'json' };
import search from '../features/search/routes.json' with { type: 'json' };
import services from '../features/services/routes.json' with { type: 'json' };
import vetdeals from '../features/vetdeals/routes.json' with { type: 'json' };
import { routesFrom, type RouteEntry } from '../lib/routeEntry';

export {
  canonicalPath,
  type Guard,
  type Layout,
  type RouteEntry,
  type SitemapGroup,
} from '../lib/routeEntry';

// The order is the sitemap's order within each group.
export const routeTable: RouteEntry[] = [
  ...routesFrom('features/info', info),
  ...routesFrom('features/saved', saved),
  ...routesFrom('app', app),
  ...routesFrom('features/contact', contact),
  ...routesFrom('features/search', search),
  ...routesFrom('features/newsletter', newsletter),
  ...routesFrom('features/giving', giving),
  ...routesFrom('features/devtools', devtools),
  ...routesFrom('features/auth', auth),
  ...routesFrom('features/benefits', benefits),
  ...routesFrom('features/employment', employment),
  ...routesFrom('features/blog', blog),
  ...routesFrom('features/jobs', jobs),
  ...routesFrom('features/services', services),
  ...routesFrom('features/vetdeals', vetdeals),
  ...routesFrom('features/dashboard', dashboard),
  ...routesFrom('features/kiosk', kiosk),
  ...routesFrom('features/admin', admin),
];
