import { Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
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
      <Stack gap="sm">
        <Title order={2}>{t('giving.thanks.wrongHeading')}</Title>
        <Text>
          {t('giving.thanks.wrongText')}{' '}
          <InternalLink to="/donate/refund-policy">{t('giving.refundLink.start')}</InternalLink>.
        </Text>
        <ButtonLinks
          gap="sm"
          links={[
            { to: '/', label: t('giving.thanks.home'), variant: 'light' },
            { to: '/contact', label: t('giving.thanks.contact'), variant: 'light' },
          ]}
        />
      </Stack>
    </ContentPage>
  );
}
