/**
 * The staff console's routes, in the route table's shape (src/app/routes.tsx spreads them in).
 * Signed-out visitors are sent to sign in (guard 'auth'); signed-in people who are not admins
 * get the 403 page (adminOnly). The server enforces the same rule on every call.
 */
export const adminRoutes = [
  {
    path: '/admin',
    title: 'Staff console',
    description: 'Moderation, partner review, reports, inbox, newsletter and the audit log.',
    layout: 'standard' as const,
    guard: 'auth' as const,
    adminOnly: true,
    load: () => import('./AdminPage'),
  },
];
