/** The giving pages: path, title, description, guard and lazy page (composed in src/app/routes.tsx). */
import type { RouteEntry } from '../../lib/routeEntry';

export const givingRoutes: RouteEntry[] = [
  {
    path: '/pricing',
    title: 'Pricing plans',
    description: 'What it costs partners to list on VetHub.',
    layout: 'standard',
    group: 'Support VetHub',
    load: () => import('./PricingPage'),
  },
  {
    path: '/featured-listing',
    title: 'Featured articles',
    description: 'How featured placement of articles and listings works on VetHub.',
    layout: 'standard',
    group: 'Support VetHub',
    load: () => import('./FeaturedListingPage'),
  },
  {
    path: '/donate',
    title: 'Support us',
    description: 'Support the nonprofit work behind VetHub.',
    layout: 'standard',
    group: 'Support VetHub',
    load: () => import('./DonatePage'),
  },
  {
    path: '/donate/thank-you',
    title: 'Thank you for your support',
    description: 'Your donation to VetHub.',
    layout: 'standard',
    load: () => import('./DonateThankYouPage'),
  },
  {
    path: '/donate/refund-policy',
    title: 'Donation refund policy',
    description: 'How to ask for a donation to be refunded.',
    layout: 'standard',
    group: 'Support VetHub',
    load: () => import('./RefundPolicyPage'),
  },
  {
    path: '/payment',
    title: 'Payment',
    description: 'Pay for a featured listing or plan.',
    layout: 'standard',
    load: () => import('./PaymentPage'),
  },
  {
    path: '/payment/success',
    title: 'Payment processed successfully',
    description: 'Your payment to VetHub.',
    layout: 'standard',
    guard: 'auth',
    load: () => import('./PaymentSuccessPage'),
  },
];
