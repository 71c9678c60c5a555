import { Alert, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { usePlans } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';
import { t } from './words';

export default function PricingPage() {
  const plans = usePlans();
  return (
    <ContentPage intro={t('giving.pricing.intro')}>
      <PageSection heading={t('giving.pricing.heading')}>
        {plans.status === 'loading' ? <Text role="status">{t('giving.plans.loading')}</Text> : null}
        {plans.status === 'error' ? (
          <Alert color="yellow" title={t('giving.plans.failedTitle')} role="status">
            {plans.offline ? t('giving.plans.offline') : plans.message}
          </Alert>
        ) : null}
        {plans.status === 'ready' && plans.value.length === 0 ? (
          <Text>{t('giving.plans.none')}</Text>
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
                <Text>{t('giving.pricing.days', { days: plan.duration_days })}</Text>
                <Text>{plan.description}</Text>
              </Card>
            ))}
          </SimpleGrid>
        ) : null}
      </PageSection>
      <PageSection heading={t('giving.pricing.neverHeading')}>
        <LinkedParagraph
          message={t('giving.pricing.neverText')}
          links={['/payment', '/featured-listing']}
        />
      </PageSection>
    </ContentPage>
  );
}
