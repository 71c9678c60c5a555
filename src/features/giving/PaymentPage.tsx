import { Alert, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
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
      <PageSection heading={t('giving.payment.heading')}>
        {auth.status === 'signedOut' ? (
          <LinkedParagraph
            message={t('giving.payment.signInText')}
            links={['/auth?redirect=%2Fpayment']}
          />
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
            <LinkedParagraph
              message={t('giving.payment.noListings')}
              links={['/business/submit']}
            />
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
      </PageSection>
      <LinkedParagraph message={t('giving.payment.plansLink')} links={['/pricing']} />
    </ContentPage>
  );
}
