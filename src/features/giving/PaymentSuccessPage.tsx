import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ContentPage } from '../../components/pages/ContentPage';
import { ReceiptSection } from './ReceiptSection';

export default function PaymentSuccessPage() {
  return (
    <ContentPage intro="What you bought and until when, as the payment provider confirmed it.">
      <ReceiptSection
        heading="Your payment"
        withoutCheckout="This page shows a payment when you come back from the checkout. Your payments are listed on your business dashboard."
      >
        <Group gap="sm">
          <Button component={Link} to="/dashboard/business" variant="light">
            Go to your dashboard
          </Button>
        </Group>
      </ReceiptSection>
    </ContentPage>
  );
}
