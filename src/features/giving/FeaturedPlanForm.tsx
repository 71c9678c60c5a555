import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OwnLiveListing, Plan } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';
import { CheckoutForm } from './CheckoutForm';
import {
  featuredRequest,
  isFeatured,
  listingKey as keyOf,
  preselectedListing,
} from './featuredChoice';
import { useCheckout } from './useCheckout';
import { longDate } from '../../lib/longDate';
import { t } from './words';

/** A listing as its radio names it: its kind and title, and how long it is featured already. */
function listingLabel(l: OwnLiveListing): string {
  const named = t('giving.plan.listing', { table: l.table, title: l.title });
  if (!isFeatured(l)) return named;
  return `${named} ${t('giving.plan.featuredUntil', { date: longDate(l.featured_until ?? '') })}`;
}

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
    else setError(t('giving.plan.chooseBoth'));
  }

  return (
    <CheckoutForm
      label={t('giving.payment.heading')}
      failedTitle={t('giving.plan.failedTitle')}
      error={error}
      sending={sending}
      onSubmit={submit}
    >
      <Radio.Group label={t('giving.plan.listingLabel')} value={listing} onChange={setListing}>
        <Stack gap="xs" mt="xs">
          {listings.map((l) => (
            <Radio key={keyOf(l)} value={keyOf(l)} label={listingLabel(l)} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label={t('giving.plan.planLabel')} value={planId} onChange={setPlanId}>
        <Stack gap="xs" mt="xs">
          {plans.map((p) => (
            <Radio
              key={p.id}
              value={p.id}
              label={t('giving.plan.option', {
                name: p.name,
                days: p.duration_days,
                price: formatCents(p.price_cents, p.currency),
              })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text fw={600} aria-live="polite">
        {t('giving.plan.total', {
          total: plan ? formatCents(plan.price_cents, plan.currency) : '—',
        })}
      </Text>
    </CheckoutForm>
  );
}
