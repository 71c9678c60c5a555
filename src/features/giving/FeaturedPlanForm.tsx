import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  startCheckout,
  PaymentError,
  type OwnLiveListing,
  type Plan,
} from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';

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
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const plan = plans.find((p) => p.id === planId);
  const chosen = listings.find((l) => keyOf(l) === listing);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || !plan) {
      setError('Choose a listing and a plan.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      window.location.assign(
        await startCheckout({
          kind: 'featured',
          plan_id: plan.id,
          listing_table: chosen.table,
          listing_id: chosen.id,
        }),
      );
    } catch (caught) {
      setError(
        caught instanceof PaymentError ? caught.message : 'The checkout could not be started.',
      );
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Feature a listing">
      <Stack gap="md">
        <Radio.Group label="Listing to feature" value={listing} onChange={setListing}>
          <Stack gap="xs" mt="xs">
            {listings.map((l) => (
              <Radio
                key={keyOf(l)}
                value={keyOf(l)}
                label={`${KIND[l.table]}: ${l.title}${
                  isFeatured(l)
                    ? ` (featured until ${new Date(l.featured_until ?? '').toLocaleDateString('en-US', { dateStyle: 'long' })}; a new plan adds to it)`
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
        {error ? (
          <Alert color="red" role="alert" title="The checkout was not started">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={sending} w="fit-content">
          Continue to secure checkout
        </Button>
      </Stack>
    </form>
  );
}
