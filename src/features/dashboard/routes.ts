/** The dashboard pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const dashboardRoutes: RouteEntry[] = [
  {
    path: '/submit',
    title: 'Submit content',
    description: 'Post a service, a VetDeal, an article or a job for veterans.',
    layout: 'standard',
    group: 'Post content',
    load: () => import('./SubmitHubPage'),
  },
  {
    path: '/business/submit',
    title: 'Create new',
    description: 'Choose what to post: a service, a VetDeal, an article or a job.',
    layout: 'standard',
    guard: 'auth',
    load: () => import('./CreateNewPage'),
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Your VetHub dashboard.',
    layout: 'standard',
    guard: 'auth',
    group: 'Your account',
    load: () => import('./DashboardPage'),
  },
  {
    path: '/dashboard/veteran',
    title: 'Veteran dashboard',
    description: 'Your saved items, verification and claim tools.',
    layout: 'standard',
    guard: 'auth',
    load: () => import('./VeteranDashboardPage'),
  },
  {
    path: '/dashboard/business',
    title: 'Business dashboard',
    description: 'Manage your listings, see their stats and update your profile.',
    layout: 'standard',
    guard: 'auth',
    load: () => import('./BusinessDashboardPage'),
  },
];
