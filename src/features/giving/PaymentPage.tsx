import { Alert, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { authStateAtom } from '../../data/authSession';
import { useOwnLiveListings, usePlans } from '../../data/payments/usePayments';
import { FeaturedPlanForm } from './FeaturedPlanForm';
import { LastPayment } from './LastPayment';

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
    <ContentPage intro="Partners pay here to feature one of their own live listings. Veterans and families never need to pay to use VetHub.">
      <LastPayment readable={userId !== null} />
      <Stack gap="sm">
        <Title order={2}>Feature a listing</Title>
        {auth.status === 'signedOut' ? (
          <Text>
            <InternalLink to="/auth?redirect=%2Fpayment">Sign in as a partner</InternalLink> to
            feature one of your listings.
          </Text>
        ) : null}
        {offline ? (
          <Alert color="yellow" title="Payment needs a connection" role="status">
            You are offline. Payment needs a connection, and nothing about a payment is saved on
            this device to send later.
          </Alert>
        ) : null}
        {userId && (plans.status === 'loading' || listings.status === 'loading') ? (
          <Text role="status">Loading your listings and the plans…</Text>
        ) : null}
        {plans.status === 'ready' && listings.status === 'ready' ? (
          listings.value.length === 0 ? (
            <Text>
              You have no live deals, services or articles yet. Once one is live you can feature it
              here. <InternalLink to="/business/submit">Create a listing</InternalLink>.
            </Text>
          ) : plans.value.length === 0 ? (
            <Text>No plans are offered right now.</Text>
          ) : (
            <FeaturedPlanForm
              plans={plans.value}
              listings={listings.value}
              preselected={params.get('listing')}
            />
          )
        ) : null}
        {!offline && (plans.status === 'error' || listings.status === 'error') ? (
          <Alert color="red" title="This page could not load">
            {plans.status === 'error'
              ? plans.message
              : listings.status === 'error'
                ? listings.message
                : ''}
          </Alert>
        ) : null}
      </Stack>
      <Text>
        <InternalLink to="/pricing">See every plan and what it buys</InternalLink>.
      </Text>
    </ContentPage>
  );
}
