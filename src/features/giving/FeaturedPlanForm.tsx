import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OwnLiveListing, Plan } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';
import { CheckoutForm } from './CheckoutForm';
import { useCheckout } from './useCheckout';
import { longDate } from '../../lib/longDate';

const KIND: Record<OwnLiveListing['table'], string> = {
  vet_deals: 'VetDeal',
  services: 'Service',
  blog_posts: 'Article',
};

const keyOf = (l: OwnLiveListing) => `${l.table}:${l.id}`;
const isFeatured = (l: OwnLiveListing) =>
  l.featured_until !== null && Date.parse(l.featured_until) > Date.now();

export function FeaturedPlanForm(props: {
  plans: Plan[];
  listings: OwnLiveListing[];
  preselected: string | null;
}) {
  const { plans, listings } = props;
  const [listing, setListing] = useState(
    listings.some((l) => keyOf(l) === props.preselected) ? (props.preselected ?? '') : '',
  );
  const [planId, setPlanId] = useState(plans[0]?.id ?? '');
  const { error, setError, sending, checkout } = useCheckout();
  const plan = plans.find((p) => p.id === planId);
  const chosen = listings.find((l) => keyOf(l) === listing);

  function submit() {
    if (!chosen || !plan) {
      setError('Choose a listing and a plan.');
      return;
    }
    void checkout({
      kind: 'featured',
      plan_id: plan.id,
      listing_table: chosen.table,
      listing_id: chosen.id,
    });
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
