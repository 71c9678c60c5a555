import { Alert, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { useDonationOptions } from '../../data/payments/usePayments';
import { DonationForm } from './DonationForm';
import { LastPayment } from './LastPayment';

export default function DonatePage() {
  const options = useDonationOptions();
  return (
    <ContentPage intro="VetHub is run as a nonprofit. Your donation keeps the benefits guides, tools and directories free for veterans, their families and everyone who serves them.">
      <LastPayment />
      <Stack gap="sm">
        <Title order={2}>Give to VetHub</Title>
        {options.status === 'loading' ? (
          <Text role="status">Loading the donation form…</Text>
        ) : null}
        {options.status === 'error' ? (
          <Alert color="yellow" title="Donations need a connection" role="status">
            {options.offline
              ? 'Payment needs a connection. You are offline, so the donation form cannot open; nothing is saved to send later.'
              : options.message}
          </Alert>
        ) : null}
        {options.status === 'ready' && options.value ? (
          <DonationForm options={options.value} />
        ) : null}
        {options.status === 'ready' && !options.value ? (
          <Text>Donations are not open right now. Please come back later.</Text>
        ) : null}
      </Stack>
      <Stack gap="sm">
        <Title order={2}>Refunds and receipts</Title>
        <Text>
          Every donation gets a receipt by email with its receipt number. If something went wrong,{' '}
          <InternalLink to="/donate/refund-policy">read the donation refund policy</InternalLink>.
        </Text>
      </Stack>
    </ContentPage>
  );
}
