import { ContentPage } from '../../components/pages/ContentPage';
import { ReceiptSection } from './ReceiptSection';
import { ButtonLinks } from '../../components/ButtonLinks';

export default function PaymentSuccessPage() {
  return (
    <ContentPage intro="What you bought and until when, as the payment provider confirmed it.">
      <ReceiptSection
        heading="Your payment"
        withoutCheckout="This page shows a payment when you come back from the checkout. Your payments are listed on your business dashboard."
      >
        <ButtonLinks
          gap="sm"
          links={[{ to: '/dashboard/business', label: 'Go to your dashboard', variant: 'light' }]}
        />
      </ReceiptSection>
    </ContentPage>
  );
}
