/** The contact pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const contactRoutes: RouteEntry[] = [
  {
    path: '/contact',
    title: 'Contact us',
    description: 'Send the VetHub team a question, a correction or a report.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./ContactPage'),
  },
  {
    path: '/contact/success',
    title: 'Message received',
    description: 'Your message to the VetHub team.',
    layout: 'standard',
    load: () => import('./ContactSuccessPage'),
  },
  {
    path: '/feedback',
    title: 'Send feedback',
    description: 'Tell us what works and what gets in your way on VetHub.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./FeedbackPage'),
  },
  {
    path: '/feedback/success',
    title: 'Thank you for your feedback',
    description: 'Your feedback to the VetHub team.',
    layout: 'standard',
    load: () => import('./FeedbackSuccessPage'),
  },
];
