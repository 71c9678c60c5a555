/** The devtools pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const devtoolsRoutes: RouteEntry[] = [
  {
    path: '/pagination-demo',
    title: 'Pagination demo',
    description: 'A check page for the listing pager.',
    layout: 'standard',
    group: 'Tools for testers',
    load: () => import('./PaginationDemoPage'),
  },
  {
    path: '/carousel-test',
    title: 'Carousel test',
    description: 'A check page for the card carousel.',
    layout: 'standard',
    group: 'Tools for testers',
    load: () => import('./CarouselTestPage'),
  },
  {
    path: '/test-toast',
    title: 'Toast test',
    description: 'A check page for notifications.',
    layout: 'standard',
    group: 'Tools for testers',
    load: () => import('./TestToastPage'),
  },
  {
    path: '/test-idme-setup',
    title: 'ID.me setup check',
    description: 'Configuration state of the veteran identity provider.',
    layout: 'standard',
    group: 'Tools for testers',
    load: () => import('./TestIdmeSetupPage'),
  },
];
