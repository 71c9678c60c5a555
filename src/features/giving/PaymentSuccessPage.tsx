import { ContentPage } from '../../components/pages/ContentPage';
import { ReceiptSection } from './ReceiptSection';
import { ButtonLinks } from '../../components/ButtonLinks';
import { t } from './words';

export default function PaymentSuccessPage() {
  return (
    <ContentPage intro={t('giving.success.intro')}>
      <ReceiptSection
        heading={t('giving.success.heading')}
        withoutCheckout={t('giving.success.withoutCheckout')}
      >
        <ButtonLinks
          gap="sm"
          links={[
            { to: '/dashboard/business', label: t('giving.success.dashboard'), variant: 'light' },
          ]}
        />
      </ReceiptSection>
    </ContentPage>
  );
}
