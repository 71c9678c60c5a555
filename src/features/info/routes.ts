/** The info pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const infoRoutes: RouteEntry[] = [
  {
    path: '/',
    title: 'VetHub — community hub for veterans',
    heading: 'Your community hub for life after service',
    description:
      'Benefits tools, trusted services, veteran deals, jobs and stories for US military veterans, their families and the businesses that serve them.',
    layout: 'standard',
    group: 'Start here',
    load: () => import('./HomePage'),
  },
  {
    path: '/vet',
    title: 'For veterans',
    description:
      'Where to start on VetHub if you served: benefits, care, work, deals and community.',
    layout: 'standard',
    group: 'Start here',
    load: () => import('./VetPage'),
  },
  {
    path: '/get-started',
    title: 'Get started',
    description:
      'Set up VetHub in a few minutes: what to read first, what to save, and how to get help.',
    layout: 'standard',
    group: 'Start here',
    load: () => import('./GetStartedPage'),
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description:
      'Answers about VetHub accounts, saved items, posting, privacy and using VetHub offline.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./FaqPage'),
  },
  {
    path: '/faq-example',
    title: 'Benefits questions, answered',
    description:
      'Worked answers to common VA benefits questions, with links to the official pages.',
    layout: 'standard',
    group: 'Benefits',
    load: () => import('./FaqExamplePage'),
  },
  {
    path: '/about',
    title: 'About VetHub',
    description: 'Who VetHub is for, what it does, and the principles behind it.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./AboutPage'),
  },
  {
    path: '/terms',
    title: 'Terms of use',
    description: 'The terms for using VetHub and posting content on it.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./TermsPage'),
  },
  {
    path: '/privacy',
    title: 'Privacy policy',
    description: 'What VetHub stores, where, and what it never collects.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./PrivacyPage'),
  },
  {
    path: '/cookies',
    title: 'Cookies and local storage',
    description: 'The small amount of data VetHub keeps in your browser and why.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./CookiesPage'),
  },
  {
    path: '/disclaimer',
    title: 'Disclaimer',
    description: 'VetHub is not the VA: what our information is and is not.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./DisclaimerPage'),
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    description: 'Our WCAG 2.2 AA commitment, the tools built in, and how to report a barrier.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./AccessibilityPage'),
  },
  {
    path: '/transparency',
    title: 'Transparency',
    description: 'How VetHub is run, how listings are reviewed, and where our facts come from.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./TransparencyPage'),
  },
  {
    path: '/resources',
    title: 'Resources',
    description:
      'Official and trusted places for benefits, care, work, school, housing and crisis help.',
    layout: 'standard',
    group: 'Resources',
    load: () => import('./ResourcesPage'),
  },
  {
    path: '/community',
    title: 'Community',
    description:
      'Connect with other veterans: stories, events, service organizations and ways to serve again.',
    layout: 'standard',
    group: 'Resources',
    load: () => import('./CommunityPage'),
  },
  {
    path: '/education',
    title: 'Education',
    description: 'GI Bill and other VA education benefits, and how to choose a school or training.',
    layout: 'standard',
    group: 'Resources',
    load: () => import('./EducationPage'),
  },
  {
    path: '/housing',
    title: 'Housing',
    description:
      'VA home loans, adapted housing grants and help if you are at risk of losing your home.',
    layout: 'standard',
    group: 'Resources',
    load: () => import('./HousingPage'),
  },
  {
    path: '/healthcare',
    title: 'Health care',
    description: 'VA health care eligibility, priority groups, mental health and crisis support.',
    layout: 'standard',
    group: 'Resources',
    load: () => import('./HealthcarePage'),
  },
  {
    path: '/network-help',
    title: 'Using VetHub offline',
    description:
      'How VetHub works on a weak or dropped connection, and what to do when it is slow.',
    layout: 'standard',
    group: 'About VetHub',
    load: () => import('./NetworkHelpPage'),
  },
  {
    path: '/business',
    title: 'For businesses and partners',
    description:
      'How businesses and organizations list services, offer VetDeals and post jobs for veterans.',
    layout: 'standard',
    group: 'Post content',
    load: () => import('./BusinessPage'),
  },
  {
    path: '/your-page',
    title: 'Your page',
    description: 'Your VetHub on this device: settings, saved items and shortcuts.',
    layout: 'standard',
    group: 'Your account',
    load: () => import('./YourPage'),
  },
];
