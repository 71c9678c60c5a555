import { LinkedParagraph } from '../../components/content/LinkedText';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { ReceiptSection } from './ReceiptSection';
import { ButtonLinks } from '../../components/ButtonLinks';
import { t } from './words';

export default function DonateThankYouPage() {
  return (
    <ContentPage intro={t('giving.thanks.intro')}>
      <ReceiptSection
        heading={t('giving.thanks.heading')}
        withoutCheckout={t('giving.thanks.withoutCheckout')}
      />
      <PageSection heading={t('giving.thanks.wrongHeading')}>
        <LinkedParagraph message={t('giving.thanks.wrongText')} links={['/donate/refund-policy']} />
        <ButtonLinks
          gap="sm"
          links={[
            { to: '/', label: t('giving.thanks.home'), variant: 'light' },
            { to: '/contact', label: t('giving.thanks.contact'), variant: 'light' },
          ]}
        />
      </PageSection>
    </ContentPage>
  );
}
