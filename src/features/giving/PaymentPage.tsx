import { Alert, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { authStateAtom } from '../../data/authSession';
import { useOwnLiveListings, usePlans } from '../../data/payments/usePayments';
import { FeaturedPlanForm } from './FeaturedPlanForm';
import { LastPayment } from './LastPayment';
import { t } from './words';

export default function PaymentPage() {
  const auth = useAtomValue(authStateAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const [params] = useSearchParams();
  const plans = usePlans();
  const listings = useOwnLiveListings(userId);
  const offline =
    (plans.status === 'error' && plans.offline) ||
    (listings.status === 'error' && listings.offline);
  return (
    <ContentPage intro={t('giving.payment.intro')}>
      <LastPayment readable={userId !== null} />
      <Stack gap="sm">
        <Title order={2}>{t('giving.payment.heading')}</Title>
        {auth.status === 'signedOut' ? (
          <Text>
            <InternalLink to="/auth?redirect=%2Fpayment">
              {t('giving.payment.signInLink')}
            </InternalLink>{' '}
            {t('giving.payment.signInText')}
          </Text>
        ) : null}
        {offline ? (
          <Alert color="yellow" title={t('giving.payment.offlineTitle')} role="status">
            {t('giving.payment.offline')}
          </Alert>
        ) : null}
        {userId && (plans.status === 'loading' || listings.status === 'loading') ? (
          <Text role="status">{t('giving.payment.loading')}</Text>
        ) : null}
        {plans.status === 'ready' && listings.status === 'ready' ? (
          listings.value.length === 0 ? (
            <Text>
              {t('giving.payment.noListings')}{' '}
              <InternalLink to="/business/submit">{t('giving.payment.createLink')}</InternalLink>.
            </Text>
          ) : plans.value.length === 0 ? (
            <Text>{t('giving.plans.none')}</Text>
          ) : (
            <FeaturedPlanForm
              plans={plans.value}
              listings={listings.value}
              preselected={params.get('listing')}
            />
          )
        ) : null}
        {!offline && (plans.status === 'error' || listings.status === 'error') ? (
          <Alert color="red" title={t('giving.payment.failedTitle')}>
            {plans.status === 'error'
              ? plans.message
              : listings.status === 'error'
                ? listings.message
                : ''}
          </Alert>
        ) : null}
      </Stack>
      <Text>
        <InternalLink to="/pricing">{t('giving.payment.plansLink')}</InternalLink>.
      </Text>
    </ContentPage>
  );
}
