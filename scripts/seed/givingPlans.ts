/**
 * Local test plans and donation options: the figures exist only so the local checkout can be
 * tried. Each name says "local test"; a hosted project gets its real plans from its operators.
 */
import { insertRows, Raw } from './sql';

const PLANS = [
  {
    id: 'local-test-featured-7',
    name: 'Featured week (local test plan)',
    description:
      'Local test plan: one of your live deals, services or articles carries the Featured badge ' +
      'and is listed first in its directory for 7 days.',
    duration_days: 7,
    price_cents: 1500,
    sort_order: 1,
  },
  {
    id: 'local-test-featured-30',
    name: 'Featured month (local test plan)',
    description:
      'Local test plan: one of your live deals, services or articles carries the Featured badge ' +
      'and is listed first in its directory for 30 days.',
    duration_days: 30,
    price_cents: 4900,
    sort_order: 2,
  },
  {
    id: 'local-test-retired',
    name: 'Retired plan (local test, inactive)',
    description: 'Local test plan that is no longer sold: create-checkout must refuse it.',
    duration_days: 90,
    price_cents: 9900,
    sort_order: 3,
    active: false,
  },
];

export function givingPlansSql(): { sql: string; count: number } {
  const plans = PLANS.map((plan) => ({
    currency: 'usd',
    buys: 'featured',
    active: true,
    ...plan,
  }));
  const donationOptions = [
    {
      currency: 'usd',
      // Bounds: at least $1 (card fees make less pointless), at most $10,000 per checkout.
      min_cents: 100,
      max_cents: 1_000_000,
      preset_cents: new Raw('array[1000, 2500, 5000, 10000]'),
      monthly_allowed: true,
      active: true,
    },
  ];
  const sql = [
    `-- ${plans.length} local test plans and the local donation options (labelled as tests).`,
    insertRows('public.plans', plans),
    insertRows('public.donation_options', donationOptions),
  ].join('\n\n');
  return { sql, count: plans.length };
}
