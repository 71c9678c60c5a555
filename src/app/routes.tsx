/**
 * Every path of the product spec (§2) in one table: its title, layout, guard (§6) and page.
 * The router, the sitemap page, the popups' path rules and the e2e suite all read this table.
 */
import type { ComponentType } from 'react';
import { adminRoutes } from '../features/admin/adminRoutes';
import { isNumericId, isWellFormedIdAndSlug } from '../lib/slug';

export type Layout = 'standard' | 'none';
export type Guard = 'auth' | 'guest';
export type SitemapGroup =
  | 'Start here'
  | 'Benefits'
  | 'Employment'
  | 'Resources'
  | 'Directories'
  | 'Post content'
  | 'Your account'
  | 'Support VetHub'
  | 'About VetHub'
  | 'Tools for testers';

type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: string;
  title: string;
  /** The page's h1 when it differs from the title. */
  heading?: string;
  description: string;
  layout: Layout;
  guard?: Guard;
  /** Admins only: anyone else signed in gets the 403 page. */
  adminOnly?: boolean;
  /** Sitemap grouping; entries without one (success pages, callbacks, aliases) are left out. */
  group?: SitemapGroup;
  load?: () => Promise<PageModule>;
  /** Alias of a canonical page: the router redirects here. */
  redirectTo?: string;
  /** Param check: when it fails the route answers a fatal 404. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  /** A second path of the same page: its canonical link points at this path. */
  canonicalOf?: string;
  /** The page's h1 is the record's own name (a detail page), not `heading` or `title`. */
  headingFromRecord?: boolean;
  /** A concrete path for a parameterised route, used by the sitemap check and the e2e walk. */
  example?: string;
}

const validIdAndSlug = (p: Record<string, string | undefined>) =>
  isWellFormedIdAndSlug(p.idAndSlug ?? '');
const validId = (p: Record<string, string | undefined>) => isNumericId(p.id ?? '');

const std = 'standard' as const;

export const routeTable: RouteEntry[] = [
  // Public and informational
  {
    path: '/',
    title: 'VetHub — community hub for veterans',
    heading: 'Your community hub for life after service',
    description:
      'Benefits tools, trusted services, veteran deals, jobs and stories for US military veterans, their families and the businesses that serve them.',
    layout: std,
    group: 'Start here',
    load: () => import('../features/info/HomePage'),
  },
  {
    path: '/vet',
    title: 'For veterans',
    description:
      'Where to start on VetHub if you served: benefits, care, work, deals and community.',
    layout: std,
    group: 'Start here',
    load: () => import('../features/info/VetPage'),
  },
  {
    path: '/get-started',
    title: 'Get started',
    description:
      'Set up VetHub in a few minutes: what to read first, what to save, and how to get help.',
    layout: std,
    group: 'Start here',
    load: () => import('../features/info/GetStartedPage'),
  },
  {
    path: '/saved',
    title: 'Saved items',
    description: 'The deals, articles, services and jobs you saved on this device.',
    layout: std,
    group: 'Your account',
    load: () => import('../features/saved/SavedPage'),
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    description: 'Every page of VetHub, grouped by what it helps you do.',
    layout: std,
    group: 'About VetHub',
    load: () => import('./SitemapPage'),
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description:
      'Answers about VetHub accounts, saved items, posting, privacy and using VetHub offline.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/FaqPage'),
  },
  {
    path: '/faq-example',
    title: 'Benefits questions, answered',
    description:
      'Worked answers to common VA benefits questions, with links to the official pages.',
    layout: std,
    group: 'Benefits',
    load: () => import('../features/info/FaqExamplePage'),
  },
  {
    path: '/about',
    title: 'About VetHub',
    description: 'Who VetHub is for, what it does, and the principles behind it.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/AboutPage'),
  },
  {
    path: '/terms',
    title: 'Terms of use',
    description: 'The terms for using VetHub and posting content on it.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/TermsPage'),
  },
  {
    path: '/privacy',
    title: 'Privacy policy',
    description: 'What VetHub stores, where, and what it never collects.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/PrivacyPage'),
  },
  {
    path: '/cookies',
    title: 'Cookies and local storage',
    description: 'The small amount of data VetHub keeps in your browser and why.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/CookiesPage'),
  },
  {
    path: '/disclaimer',
    title: 'Disclaimer',
    description: 'VetHub is not the VA: what our information is and is not.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/DisclaimerPage'),
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    description: 'Our WCAG 2.2 AA commitment, the tools built in, and how to report a barrier.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/AccessibilityPage'),
  },
  {
    path: '/transparency',
    title: 'Transparency',
    description: 'How VetHub is run, how listings are reviewed, and where our facts come from.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/TransparencyPage'),
  },
  {
    path: '/resources',
    title: 'Resources',
    description:
      'Official and trusted places for benefits, care, work, school, housing and crisis help.',
    layout: std,
    group: 'Resources',
    load: () => import('../features/info/ResourcesPage'),
  },
  {
    path: '/community',
    title: 'Community',
    description:
      'Connect with other veterans: stories, events, service organizations and ways to serve again.',
    layout: std,
    group: 'Resources',
    load: () => import('../features/info/CommunityPage'),
  },
  {
    path: '/education',
    title: 'Education',
    description: 'GI Bill and other VA education benefits, and how to choose a school or training.',
    layout: std,
    group: 'Resources',
    load: () => import('../features/info/EducationPage'),
  },
  {
    path: '/housing',
    title: 'Housing',
    description:
      'VA home loans, adapted housing grants and help if you are at risk of losing your home.',
    layout: std,
    group: 'Resources',
    load: () => import('../features/info/HousingPage'),
  },
  {
    path: '/healthcare',
    title: 'Health care',
    description: 'VA health care eligibility, priority groups, mental health and crisis support.',
    layout: std,
    group: 'Resources',
    load: () => import('../features/info/HealthcarePage'),
  },
  {
    path: '/veteran-stories',
    title: 'Veteran stories',
    description: 'Stories from veterans and families about transition, work, recovery and service.',
    layout: std,
    group: 'Resources',
    load: () => import('../features/info/VeteranStoriesPage'),
  },
  {
    path: '/network-help',
    title: 'Using VetHub offline',
    description:
      'How VetHub works on a weak or dropped connection, and what to do when it is slow.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/info/NetworkHelpPage'),
  },
  {
    path: '/business',
    title: 'For businesses and partners',
    description:
      'How businesses and organizations list services, offer VetDeals and post jobs for veterans.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/info/BusinessPage'),
  },
  {
    path: '/your-page',
    title: 'Your page',
    description: 'Your VetHub on this device: settings, saved items and shortcuts.',
    layout: std,
    group: 'Your account',
    load: () => import('../features/info/YourPage'),
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: 'Send the VetHub team a question, a correction or a report.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/contact/ContactPage'),
  },
  {
    path: '/contact/success',
    title: 'Message received',
    description: 'Your message to the VetHub team.',
    layout: std,
    load: () => import('../features/contact/ContactSuccessPage'),
  },
  {
    path: '/feedback',
    title: 'Send feedback',
    description: 'Tell us what works and what gets in your way on VetHub.',
    layout: std,
    group: 'About VetHub',
    load: () => import('../features/contact/FeedbackPage'),
  },
  {
    path: '/feedback/success',
    title: 'Thank you for your feedback',
    description: 'Your feedback to the VetHub team.',
    layout: std,
    load: () => import('../features/contact/FeedbackSuccessPage'),
  },
  {
    path: '/search',
    title: 'Search VetHub',
    description: 'Search services, deals, articles, jobs, military careers and pages.',
    layout: std,
    group: 'Start here',
    load: () => import('../features/search/SearchPage'),
  },
  {
    path: '/subscribe',
    title: 'Newsletter',
    description: 'Get VetHub news, new benefits guides and deals by email.',
    layout: std,
    group: 'Resources',
    load: () => import('../features/newsletter/SubscribePage'),
  },
  {
    path: '/subscribed',
    title: 'You are subscribed',
    description: 'Your newsletter sign-up.',
    layout: std,
    load: () => import('../features/newsletter/SubscribedPage'),
  },

  // Pricing, featured listing and donations
  {
    path: '/pricing',
    title: 'Pricing plans',
    description: 'What it costs partners to list on VetHub.',
    layout: std,
    group: 'Support VetHub',
    load: () => import('../features/giving/PricingPage'),
  },
  {
    path: '/featured-listing',
    title: 'Featured articles',
    description: 'How featured placement of articles and listings works on VetHub.',
    layout: std,
    group: 'Support VetHub',
    load: () => import('../features/giving/FeaturedListingPage'),
  },
  {
    path: '/donate',
    title: 'Support us',
    description: 'Support the nonprofit work behind VetHub.',
    layout: std,
    group: 'Support VetHub',
    load: () => import('../features/giving/DonatePage'),
  },
  {
    path: '/donate/thank-you',
    title: 'Thank you for your support',
    description: 'Your donation to VetHub.',
    layout: std,
    load: () => import('../features/giving/DonateThankYouPage'),
  },
  {
    path: '/donate/refund-policy',
    title: 'Donation refund policy',
    description: 'How to ask for a donation to be refunded.',
    layout: std,
    group: 'Support VetHub',
    load: () => import('../features/giving/RefundPolicyPage'),
  },
  {
    path: '/payment',
    title: 'Payment',
    description: 'Pay for a featured listing or plan.',
    layout: std,
    load: () => import('../features/giving/PaymentPage'),
  },
  {
    path: '/payment/success',
    title: 'Payment processed successfully',
    description: 'Your payment to VetHub.',
    layout: std,
    guard: 'auth',
    load: () => import('../features/giving/PaymentSuccessPage'),
  },

  // Test and debug pages
  {
    path: '/pagination-demo',
    title: 'Pagination demo',
    description: 'A check page for the listing pager.',
    layout: std,
    group: 'Tools for testers',
    load: () => import('../features/devtools/PaginationDemoPage'),
  },
  {
    path: '/carousel-test',
    title: 'Carousel test',
    description: 'A check page for the card carousel.',
    layout: std,
    group: 'Tools for testers',
    load: () => import('../features/devtools/CarouselTestPage'),
  },
  {
    path: '/test-toast',
    title: 'Toast test',
    description: 'A check page for notifications.',
    layout: std,
    group: 'Tools for testers',
    load: () => import('../features/devtools/TestToastPage'),
  },
  {
    path: '/test-idme-setup',
    title: 'ID.me setup check',
    description: 'Configuration state of the veteran identity provider.',
    layout: std,
    group: 'Tools for testers',
    load: () => import('../features/devtools/TestIdmeSetupPage'),
  },

  // Authentication
  {
    path: '/auth',
    title: 'Sign in',
    heading: 'Sign in to VetHub',
    description: 'Sign in or create a VetHub account.',
    layout: 'none',
    guard: 'guest',
    group: 'Your account',
    load: () => import('../features/auth/AuthPage'),
  },
  {
    path: '/auth/register',
    title: 'Create an account',
    heading: 'Create your VetHub account',
    description: 'Create a VetHub account to post content and manage your listings.',
    layout: 'none',
    guard: 'guest',
    group: 'Your account',
    load: () => import('../features/auth/RegisterPage'),
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
    load: () => import('../features/auth/AuthCallbackPage'),
  },
  {
    path: '/auth/idme-callback',
    title: 'Finishing verification',
    description: 'Completing your veteran status verification.',
    layout: std,
    load: () => import('../features/auth/IdmeCallbackPage'),
  },
  {
    path: '/auth/reset-password',
    title: 'Set a new password',
    description: 'Choose a new password for your VetHub account.',
    layout: std,
    load: () => import('../features/auth/ResetPasswordPage'),
  },

  // Blog
  {
    path: '/blog',
    title: 'Blog',
    heading: 'VetHub blog',
    description: 'Guides, news and veteran stories.',
    layout: std,
    group: 'Directories',
    load: () => import('../features/blog/BlogPage'),
  },
  {
    path: '/blog/success',
    title: 'Article submitted',
    description: 'Your article submission.',
    layout: std,
    load: () => import('../features/blog/BlogSuccessPage'),
  },
  {
    path: '/blog/requirements',
    title: 'Blog submission requirements',
    description: 'What an article needs before it is published on VetHub.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/blog/BlogRequirementsPage'),
  },
  {
    path: '/blog/edit/:id',
    title: 'Edit article',
    description: 'Edit an article you posted.',
    layout: std,
    guard: 'auth',
    validate: validId,
    example: '/blog/edit/1',
    load: () => import('../features/blog/BlogEditPage'),
  },
  {
    path: '/blog/:idAndSlug',
    title: 'Article',
    description: 'An article on the VetHub blog.',
    layout: std,
    validate: validIdAndSlug,
    example: '/blog/1-welcome',
    headingFromRecord: true,
    load: () => import('../features/blog/BlogPostPage'),
  },

  // Jobs
  {
    path: '/jobs',
    title: 'Job board',
    description: 'Jobs from employers who want to hire veterans.',
    layout: std,
    group: 'Directories',
    load: () => import('../features/jobs/JobsPage'),
  },
  {
    path: '/jobs/edit/:id',
    title: 'Edit job',
    description: 'Edit a job you posted.',
    layout: std,
    guard: 'auth',
    validate: validId,
    example: '/jobs/edit/1',
    load: () => import('../features/jobs/JobEditPage'),
  },

  // Services
  {
    path: '/services',
    title: 'Services directory',
    description: 'Organizations and businesses that serve veterans, by category and location.',
    layout: std,
    group: 'Directories',
    load: () => import('../features/services/ServicesPage'),
  },
  {
    path: '/services/post-service',
    title: 'List a service',
    description: 'List your organization or business in the VetHub services directory.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/submit/SubmitServicePage'),
  },
  {
    path: '/services/requirements',
    title: 'Service listing requirements',
    description: 'What a service listing needs before it appears in the directory.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/services/ServiceRequirementsPage'),
  },
  {
    path: '/services/edit/:id',
    title: 'Edit service listing',
    description: 'Edit a service you listed.',
    layout: std,
    guard: 'auth',
    validate: validId,
    example: '/services/edit/1',
    load: () => import('../features/services/ServiceEditPage'),
  },
  {
    path: '/services/:idAndSlug',
    title: 'Service listing',
    description: 'A listing in the VetHub services directory.',
    layout: std,
    validate: validIdAndSlug,
    example: '/services/1-example',
    headingFromRecord: true,
    load: () => import('../features/services/ServiceDetailPage'),
  },

  // VetDeals
  {
    path: '/vetdeals',
    title: 'VetDeals',
    description: 'Discounts and offers for veterans and military families.',
    layout: std,
    group: 'Directories',
    load: () => import('../features/vetdeals/VetDealsPage'),
  },
  {
    path: '/vetdeals/post',
    title: 'Offer a VetDeal',
    description: 'Offer a discount to veterans and military families.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/submit/SubmitDealPage'),
  },
  {
    path: '/vetdeals/requirements',
    title: 'VetDeal requirements',
    description: 'What a VetDeal needs before it goes live.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/vetdeals/VetDealRequirementsPage'),
  },
  {
    path: '/vetdeals/success',
    title: 'VetDeal submitted',
    description: 'Your VetDeal submission.',
    layout: std,
    guard: 'auth',
    load: () => import('../features/vetdeals/VetDealSuccessPage'),
  },
  {
    path: '/vetdeals/edit/:id',
    title: 'Edit VetDeal',
    description: 'Edit a VetDeal you posted.',
    layout: std,
    guard: 'auth',
    validate: validId,
    example: '/vetdeals/edit/1',
    load: () => import('../features/vetdeals/VetDealEditPage'),
  },
  {
    path: '/vetdeals/:id',
    title: 'VetDeal',
    description: 'A discount for veterans and military families.',
    layout: std,
    validate: validId,
    example: '/vetdeals/1',
    headingFromRecord: true,
    load: () => import('../features/vetdeals/VetDealDetailPage'),
  },
  {
    path: '/post-deal',
    title: 'Offer a VetDeal',
    description: 'Offer a discount to veterans.',
    layout: std,
    redirectTo: '/vetdeals/post',
  },

  // Submission
  {
    path: '/submit',
    title: 'Submit content',
    description: 'Post a service, a VetDeal, an article or a job for veterans.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/submit/SubmitHubPage'),
  },
  {
    path: '/submit/job',
    title: 'Post a job',
    description: 'Post a job for veterans on the VetHub job board.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/submit/SubmitJobPage'),
  },
  {
    path: '/submit/blog',
    title: 'Submit an article',
    description: 'Write for the VetHub blog.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/submit/SubmitBlogPage'),
  },
  {
    path: '/submit/deal',
    title: 'Offer a VetDeal',
    description: 'Offer a discount to veterans and military families.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/submit/SubmitDealPage'),
  },
  {
    path: '/submit/vetdeal',
    title: 'Offer a VetDeal',
    description: 'Offer a discount to veterans and military families.',
    layout: std,
    canonicalOf: '/submit/deal',
    load: () => import('../features/submit/SubmitDealPage'),
  },
  {
    path: '/submit/service',
    title: 'List a service',
    description: 'List your organization or business in the VetHub services directory.',
    layout: std,
    group: 'Post content',
    load: () => import('../features/submit/SubmitServicePage'),
  },
  {
    path: '/business/submit',
    title: 'Create new',
    description: 'Choose what to post: a service, a VetDeal, an article or a job.',
    layout: std,
    guard: 'auth',
    load: () => import('../features/submit/CreateNewPage'),
  },

  // Dashboards
  {
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Your VetHub dashboard.',
    layout: std,
    guard: 'auth',
    group: 'Your account',
    load: () => import('../features/dashboard/DashboardPage'),
  },
  {
    path: '/dashboard/veteran',
    title: 'Veteran dashboard',
    description: 'Your saved items, verification and claim tools.',
    layout: std,
    guard: 'auth',
    load: () => import('../features/dashboard/VeteranDashboardPage'),
  },
  {
    path: '/dashboard/business',
    title: 'Business dashboard',
    description: 'Manage your listings, see their stats and update your profile.',
    layout: std,
    guard: 'auth',
    load: () => import('../features/dashboard/BusinessDashboardPage'),
  },

  // Benefits
  {
    path: '/benefits',
    title: 'Benefits',
    description: 'VA benefits explained, with tools to estimate compensation and track a claim.',
    layout: std,
    group: 'Benefits',
    load: () => import('../features/benefits/BenefitsPage'),
  },
  {
    path: '/benefits/entitlements',
    title: 'Entitlements',
    heading: 'VA benefits you may be entitled to',
    description: 'Twenty-two VA benefits with who qualifies and the official page for each.',
    layout: std,
    group: 'Benefits',
    load: () => import('../features/benefits/EntitlementsPage'),
  },
  {
    path: '/benefits/claim-tracker',
    title: 'Claim tracker',
    description: 'Keep track of your VA claims and what each step means, privately on this device.',
    layout: std,
    group: 'Benefits',
    load: () => import('../features/benefits/ClaimTrackerPage'),
  },
  {
    path: '/benefits/claim-calculator',
    title: 'Disability claim calculator',
    description: 'Estimate your combined VA disability rating and monthly compensation.',
    layout: std,
    group: 'Benefits',
    load: () => import('../features/benefits/ClaimCalculatorPage'),
  },
  {
    path: '/claim-calculator',
    title: 'Disability claim calculator',
    description: 'Estimate your combined VA disability rating.',
    layout: std,
    redirectTo: '/benefits/claim-calculator',
  },

  // Employment
  {
    path: '/employment',
    title: 'Employment',
    description: 'Turn your military experience into a civilian career.',
    layout: std,
    group: 'Employment',
    load: () => import('../features/employment/EmploymentPage'),
  },
  {
    path: '/employment/job-translator',
    title: 'Military-to-civilian job translator',
    description: 'Find civilian occupations that match your military job code or title.',
    layout: std,
    group: 'Employment',
    load: () => import('../features/employment/JobTranslatorPage'),
  },
  {
    path: '/employment/unemployment-jobs',
    title: 'Jobs for veterans',
    description: 'Open jobs for veterans looking for work.',
    layout: std,
    group: 'Employment',
    load: () => import('../features/jobs/UnemploymentJobsPage'),
  },

  ...adminRoutes,
];

/** The path a visitor should see for this entry (aliases point at their canonical page). */
export function canonicalPath(entry: RouteEntry): string {
  return entry.redirectTo ?? entry.canonicalOf ?? entry.path;
}
