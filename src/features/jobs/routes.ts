/** The jobs pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import { validId, type RouteEntry } from '../../lib/routeEntry';

export const jobsRoutes: RouteEntry[] = [
  {
    path: '/jobs',
    title: 'Job board',
    description: 'Jobs from employers who want to hire veterans.',
    layout: 'standard',
    group: 'Directories',
    load: () => import('./JobsPage'),
  },
  {
    path: '/jobs/edit/:id',
    title: 'Edit job',
    description: 'Edit a job you posted.',
    layout: 'standard',
    guard: 'auth',
    validate: validId,
    example: '/jobs/edit/1',
    load: () => import('./JobEditPage'),
  },
  {
    path: '/jobs/:id',
    title: 'Job',
    description: 'A job from an employer who wants to hire veterans.',
    layout: 'standard',
    validate: validId,
    example: '/jobs/1',
    headingFromRecord: true,
    load: () => import('./JobDetailPage'),
  },
  {
    path: '/submit/job',
    title: 'Post a job',
    description: 'Post a job for veterans on the VetHub job board.',
    layout: 'standard',
    group: 'Post content',
    load: () => import('./SubmitJobPage'),
  },
  {
    path: '/employment/unemployment-jobs',
    title: 'Jobs for veterans',
    description: 'Open jobs for veterans looking for work.',
    layout: 'standard',
    group: 'Employment',
    load: () => import('./UnemploymentJobsPage'),
  },
];
