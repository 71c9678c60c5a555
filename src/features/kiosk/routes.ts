import type { RouteEntry } from '../../lib/routeEntry';

export const kioskRoutes: RouteEntry[] = [
  {
    path: '/kiosk',
    title: 'Kiosk mode',
    description:
      'For staff at veteran centres: turn this browser into a shared kiosk that clears itself between visitors.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./KioskPage'),
  },
];
