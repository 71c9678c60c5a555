import { Alert, Stack, Text, Title } from '@mantine/core';
import { LinkSentence } from '../../components/content/LinkSentence';
import { ContentPage } from '../../components/pages/ContentPage';
import { useDonationOptions } from '../../data/payments/usePayments';
import { DonationForm } from './DonationForm';
import { LastPayment } from './LastPayment';
import { t } from './words';

export default function DonatePage() {
  const options = useDonationOptions();
  return (
    <ContentPage intro={t('giving.donate.intro')}>
      <LastPayment />
      <Stack gap="sm">
        <Title order={2}>{t('giving.donate.heading')}</Title>
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
      </Stack>
      <Stack gap="sm">
        <Title order={2}>{t('giving.donate.refundsHeading')}</Title>
        <LinkSentence to="/donate/refund-policy" link={t('giving.refundLink.inSentence')}>
          {t('giving.donate.refundsText')}
        </LinkSentence>
      </Stack>
    </ContentPage>
  );
}
