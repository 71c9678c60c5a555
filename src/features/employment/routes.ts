/** The employment pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const employmentRoutes: RouteEntry[] = [
  {
    path: '/employment',
    title: 'Employment',
    description: 'Turn your military experience into a civilian career.',
    layout: 'standard',
    group: 'Employment',
    load: () => import('./EmploymentPage'),
  },
  {
    path: '/employment/job-translator',
    title: 'Military-to-civilian job translator',
    description: 'Find civilian occupations that match your military job code or title.',
    layout: 'standard',
    group: 'Employment',
    load: () => import('./JobTranslatorPage'),
  },
];
