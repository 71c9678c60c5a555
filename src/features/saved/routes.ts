/** The saved pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const savedRoutes: RouteEntry[] = [
  {
    path: '/saved',
    title: 'Saved items',
    description: 'The deals, articles, services and jobs you saved on this device.',
    layout: 'standard',
    group: 'Your account',
    load: () => import('./SavedPage'),
  },
];
