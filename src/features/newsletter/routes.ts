/** The newsletter pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const newsletterRoutes: RouteEntry[] = [
  {
    path: '/subscribe',
    title: 'Newsletter',
    description: 'Get VetHub news, new benefits guides and deals by email.',
    layout: 'standard',
    group: 'Resources',
    load: () => import('./SubscribePage'),
  },
  {
    path: '/subscribed',
    title: 'You are subscribed',
    description: 'Your newsletter sign-up.',
    layout: 'standard',
    load: () => import('./SubscribedPage'),
  },
  {
    path: '/newsletter/confirm',
    title: 'Confirm the newsletter',
    description: 'Confirm that you want the VetHub newsletter again.',
    layout: 'standard',
    load: () => import('./ConfirmPage'),
  },
];
