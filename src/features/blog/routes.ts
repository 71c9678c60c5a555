/** The blog pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import { validId, validIdAndSlug, type RouteEntry } from '../../lib/routeEntry';

export const blogRoutes: RouteEntry[] = [
  {
    path: '/blog',
    title: 'Blog',
    heading: 'VetHub blog',
    description: 'Guides, news and veteran stories.',
    layout: 'standard',
    group: 'Directories',
    load: () => import('./BlogPage'),
  },
  {
    path: '/blog/success',
    title: 'Article submitted',
    description: 'Your article submission.',
    layout: 'standard',
    load: () => import('./BlogSuccessPage'),
  },
  {
    path: '/blog/requirements',
    title: 'Blog submission requirements',
    description: 'What an article needs before it is published on VetHub.',
    layout: 'standard',
    group: 'Post content',
    load: () => import('./BlogRequirementsPage'),
  },
  {
    path: '/blog/edit/:id',
    title: 'Edit article',
    description: 'Edit an article you posted.',
    layout: 'standard',
    guard: 'auth',
    validate: validId,
    example: '/blog/edit/1',
    load: () => import('./BlogEditPage'),
  },
  {
    path: '/blog/:idAndSlug',
    title: 'Article',
    description: 'An article on the VetHub blog.',
    layout: 'standard',
    validate: validIdAndSlug,
    example: '/blog/1-welcome',
    headingFromRecord: true,
    load: () => import('./BlogPostPage'),
  },
  {
    path: '/submit/blog',
    title: 'Submit an article',
    description: 'Write for the VetHub blog.',
    layout: 'standard',
    group: 'Post content',
    load: () => import('./SubmitBlogPage'),
  },
];
