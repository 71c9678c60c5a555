import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../components/pages/ContentPage';
import { useReceipt } from '../../data/payments/usePayments';
import { PaymentOutcome } from './PaymentNotice';

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const session = params.get('session_id');
  const receipt = useReceipt(session);
  return (
    <ContentPage intro="What you bought and until when, as the payment provider confirmed it.">
      <Stack gap="sm">
        <Title order={2}>Your payment</Title>
        {session ? (
          <PaymentOutcome state={receipt} />
        ) : (
          <Text>
            This page shows a payment when you come back from the checkout. Your payments are listed
            on your business dashboard.
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} to="/dashboard/business" variant="light">
            Go to your dashboard
          </Button>
        </Group>
      </Stack>
    </ContentPage>
  );
}
