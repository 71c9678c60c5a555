/** The auth pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const authRoutes: RouteEntry[] = [
  {
    path: '/auth',
    title: 'Sign in',
    heading: 'Sign in to VetHub',
    description: 'Sign in or create a VetHub account.',
    layout: 'none',
    guard: 'guest',
    group: 'Your account',
    load: () => import('./AuthPage'),
  },
  {
    path: '/auth/register',
    title: 'Create an account',
    heading: 'Create your VetHub account',
    description: 'Create a VetHub account to post content and manage your listings.',
    layout: 'none',
    guard: 'guest',
    group: 'Your account',
    load: () => import('./RegisterPage'),
  },
  {
    path: '/register',
    title: 'Create an account',
    description: 'Create a VetHub account.',
    layout: 'none',
    guard: 'guest',
    redirectTo: '/auth/register',
  },
  {
    path: '/auth/callback',
    title: 'Finishing sign-in',
    description: 'Completing your sign-in.',
    layout: 'none',
    load: () => import('./AuthCallbackPage'),
  },
  {
    path: '/auth/idme-callback',
    title: 'Finishing verification',
    description: 'Completing your veteran status verification.',
    layout: 'standard',
    load: () => import('./IdmeCallbackPage'),
  },
  {
    path: '/auth/reset-password',
    title: 'Set a new password',
    description: 'Choose a new password for your VetHub account.',
    layout: 'standard',
    load: () => import('./ResetPasswordPage'),
  },
];
