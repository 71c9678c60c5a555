/** Plans and a partner's live listings as the server returns them, shared by the giving tests. */
import type { OwnLiveListing, Plan } from '../../../../src/data/payments/usePayments';

export const plans: Plan[] = [
  {
    id: 'week',
    name: 'One week',
    description: '',
    duration_days: 7,
    price_cents: 1500,
    currency: 'usd',
  },
  {
    id: 'month',
    name: 'One month',
    description: '',
    duration_days: 30,
    price_cents: 4900,
    currency: 'usd',
  },
];

export const deal: OwnLiveListing = {
  table: 'vet_deals',
  id: 7,
  title: 'Lawn care',
  featured_until: null,
};

export const service: OwnLiveListing = {
  table: 'services',
  id: 7,
  title: 'Legal aid',
  featured_until: '2026-05-01T00:00:00Z',
};
