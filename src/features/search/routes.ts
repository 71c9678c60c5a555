/** The search pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const searchRoutes: RouteEntry[] = [
  {
    path: '/search',
    title: 'Search VetHub',
    description: 'Search services, deals, articles, jobs, military careers and pages.',
    layout: 'standard',
    group: 'Start here',
    load: () => import('./SearchPage'),
  },
];
