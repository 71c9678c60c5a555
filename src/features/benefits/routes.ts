/** The benefits pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const benefitsRoutes: RouteEntry[] = [
  {
    path: '/benefits',
    title: 'Benefits',
    description: 'VA benefits explained, with tools to estimate compensation and track a claim.',
    layout: 'standard',
    group: 'Benefits',
    load: () => import('./BenefitsPage'),
  },
  {
    path: '/benefits/entitlements',
    title: 'Entitlements',
    heading: 'VA benefits you may be entitled to',
    description: 'Twenty-two VA benefits with who qualifies and the official page for each.',
    layout: 'standard',
    group: 'Benefits',
    load: () => import('./EntitlementsPage'),
  },
  {
    path: '/benefits/claim-tracker',
    title: 'Claim tracker',
    description: 'Keep track of your VA claims and what each step means, privately on this device.',
    layout: 'standard',
    group: 'Benefits',
    load: () => import('./ClaimTrackerPage'),
  },
  {
    path: '/benefits/claim-calculator',
    title: 'Disability claim calculator',
    description: 'Estimate your combined VA disability rating and monthly compensation.',
    layout: 'standard',
    group: 'Benefits',
    load: () => import('./ClaimCalculatorPage'),
  },
  {
    path: '/claim-calculator',
    title: 'Disability claim calculator',
    description: 'Estimate your combined VA disability rating.',
    layout: 'standard',
    redirectTo: '/benefits/claim-calculator',
  },
];
