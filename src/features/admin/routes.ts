/**
 * Signed-out visitors are sent to sign in (guard 'auth'); signed-in people who are not admins
 * get the 403 page (adminOnly). The server enforces the same rule on every call.
 */
import type { RouteEntry } from '../../lib/routeEntry';

export const adminRoutes: RouteEntry[] = [
  {
    path: '/admin',
    title: 'Staff console',
    description: 'Moderation, partner review, reports, inbox, newsletter and the audit log.',
    layout: 'standard',
    guard: 'auth',
    adminOnly: true,
    load: () => import('./AdminPage'),
  },
];
