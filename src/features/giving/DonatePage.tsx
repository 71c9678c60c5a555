import { Alert, Text } from '@mantine/core';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { useDonationOptions } from '../../data/payments/usePayments';
import { DonationForm } from './DonationForm';
import { LastPayment } from './LastPayment';
import { t } from './words';

export default function DonatePage() {
  const options = useDonationOptions();
  return (
    <ContentPage intro={t('giving.donate.intro')}>
      <LastPayment />
      <PageSection heading={t('giving.donate.heading')}>
        {options.status === 'loading' ? (
          <Text role="status">{t('giving.donate.loading')}</Text>
        ) : null}
        {options.status === 'error' ? (
          <Alert color="yellow" title={t('giving.donate.offlineTitle')} role="status">
            {options.offline ? t('giving.donate.offline') : options.message}
          </Alert>
        ) : null}
        {options.status === 'ready' && options.value ? (
          <DonationForm options={options.value} />
        ) : null}
        {options.status === 'ready' && !options.value ? (
          <Text>{t('giving.donate.closed')}</Text>
        ) : null}
      </PageSection>
      <PageSection heading={t('giving.donate.refundsHeading')}>
        <LinkedParagraph
          message={t('giving.donate.refundsText')}
          links={['/donate/refund-policy']}
        />
      </PageSection>
    </ContentPage>
  );
}
