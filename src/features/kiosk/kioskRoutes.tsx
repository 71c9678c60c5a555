/** The kiosk feature's routes, in the route table's shape (app/routes.tsx spreads them in). */
export const kioskRoutes = [
  {
    path: '/kiosk',
    title: 'Kiosk mode',
    description:
      'For staff at veteran centres: turn this browser into a shared kiosk that clears itself between visitors.',
    layout: 'standard' as const,
    group: 'About VetHub' as const,
    load: () => import('./KioskPage'),
  },
];
