/** The services pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import { validId, validIdAndSlug, type RouteEntry } from '../../lib/routeEntry';

export const servicesRoutes: RouteEntry[] = [
  {
    path: '/services',
    title: 'Services directory',
    description: 'Organizations and businesses that serve veterans, by category and location.',
    layout: 'standard',
    group: 'Directories',
    load: () => import('./ServicesPage'),
  },
  {
    path: '/services/post-service',
    title: 'List a service',
    description: 'List your organization or business in the VetHub services directory.',
    layout: 'standard',
    group: 'Post content',
    load: () => import('./SubmitServicePage'),
  },
  {
    path: '/services/requirements',
    title: 'Service listing requirements',
    description: 'What a service listing needs before it appears in the directory.',
    layout: 'standard',
    group: 'Post content',
    load: () => import('./ServiceRequirementsPage'),
  },
  {
    path: '/services/edit/:id',
    title: 'Edit service listing',
    description: 'Edit a service you listed.',
    layout: 'standard',
    guard: 'auth',
    validate: validId,
    example: '/services/edit/1',
    load: () => import('./ServiceEditPage'),
  },
  {
    path: '/services/:idAndSlug',
    title: 'Service listing',
    description: 'A listing in the VetHub services directory.',
    layout: 'standard',
    validate: validIdAndSlug,
    example: '/services/1-example',
    headingFromRecord: true,
    load: () => import('./ServiceDetailPage'),
  },
  {
    path: '/submit/service',
    title: 'List a service',
    description: 'List your organization or business in the VetHub services directory.',
    layout: 'standard',
    group: 'Post content',
    load: () => import('./SubmitServicePage'),
  },
];
