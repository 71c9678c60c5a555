import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OwnLiveListing, Plan } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';
import { CheckoutForm } from './CheckoutForm';
import {
  CHOOSE_BOTH,
  featuredRequest,
  isFeatured,
  listingKey as keyOf,
  preselectedListing,
} from './featuredChoice';
import { useCheckout } from './useCheckout';
import { longDate } from '../../lib/longDate';

const KIND: Record<OwnLiveListing['table'], string> = {
  vet_deals: 'VetDeal',
  services: 'Service',
  blog_posts: 'Article',
};

export function FeaturedPlanForm(props: {
  plans: Plan[];
  listings: OwnLiveListing[];
  preselected: string | null;
}) {
  const { plans, listings } = props;
  const [listing, setListing] = useState(preselectedListing(listings, props.preselected));
  const [planId, setPlanId] = useState(plans[0]?.id ?? '');
  const { error, setError, sending, checkout } = useCheckout();
  const plan = plans.find((p) => p.id === planId);

  function submit() {
    const request = featuredRequest(plans, listings, planId, listing);
    if (request) void checkout(request);
    else setError(CHOOSE_BOTH);
  }

  return (
    <CheckoutForm
      label="Feature a listing"
      failedTitle="The checkout was not started"
      error={error}
      sending={sending}
      onSubmit={submit}
    >
      <Radio.Group label="Listing to feature" value={listing} onChange={setListing}>
        <Stack gap="xs" mt="xs">
          {listings.map((l) => (
            <Radio
              key={keyOf(l)}
              value={keyOf(l)}
              label={`${KIND[l.table]}: ${l.title}${
                isFeatured(l)
                  ? ` (featured until ${longDate(l.featured_until ?? '')}; a new plan adds to it)`
                  : ''
              }`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label="Plan" value={planId} onChange={setPlanId}>
        <Stack gap="xs" mt="xs">
          {plans.map((p) => (
            <Radio
              key={p.id}
              value={p.id}
              label={`${p.name}: ${p.duration_days} days, ${formatCents(p.price_cents, p.currency)}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text fw={600} aria-live="polite">
        Total: {plan ? formatCents(plan.price_cents, plan.currency) : '—'}
      </Text>
    </CheckoutForm>
  );
}
