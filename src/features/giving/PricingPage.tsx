import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { usePlans } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';

export default function PricingPage() {
  const plans = usePlans();
  return (
    <ContentPage intro="Listing on VetHub is free. Partners can pay to feature one of their live deals, services or articles: it carries a Featured badge and is listed first in its directory for the plan's time.">
      <Stack gap="sm">
        <Title order={2}>Plans</Title>
        {plans.status === 'loading' ? <Text role="status">Loading the plans…</Text> : null}
        {plans.status === 'error' ? (
          <Alert color="yellow" title="Plans could not load" role="status">
            {plans.offline ? 'The plans need a connection. You are offline.' : plans.message}
          </Alert>
        ) : null}
        {plans.status === 'ready' && plans.value.length === 0 ? (
          <Text>No plans are offered right now.</Text>
        ) : null}
        {plans.status === 'ready' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {plans.value.map((plan) => (
              <Card
                key={plan.id}
                withBorder
                component="article"
                aria-labelledby={`plan-${plan.id}`}
              >
                <Title order={3} id={`plan-${plan.id}`}>
                  {plan.name}
                </Title>
                <Text fw={700}>{formatCents(plan.price_cents, plan.currency)}</Text>
                <Text>{plan.duration_days} days of featured placement</Text>
                <Text>{plan.description}</Text>
              </Card>
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
      <Stack gap="sm">
        <Title order={2}>What a plan never changes</Title>
        <Text>
          A featured listing goes through the same review and rules as every other one, and it is
          always labelled Featured.{' '}
          <InternalLink to="/payment">Feature one of your listings</InternalLink> or{' '}
          <InternalLink to="/featured-listing">see what is featured now</InternalLink>.
        </Text>
      </Stack>
    </ContentPage>
  );
}
