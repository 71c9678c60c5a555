import { Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { ReceiptSection } from './ReceiptSection';
import { ButtonLinks } from '../../components/ButtonLinks';

export default function DonateThankYouPage() {
  return (
    <ContentPage intro="Your donation receipt, as the payment provider confirmed it.">
      <ReceiptSection
        heading="Your donation"
        withoutCheckout="This page shows a receipt when you come back from the checkout. If you donated, the receipt number is in the email we sent you."
      />
      <Stack gap="sm">
        <Title order={2}>If something is wrong</Title>
        <Text>
          If you donated by mistake, gave the wrong amount or were charged twice, contact us with
          the receipt number.{' '}
          <InternalLink to="/donate/refund-policy">Read the donation refund policy</InternalLink>.
        </Text>
        <ButtonLinks
          gap="sm"
          links={[
            { to: '/', label: 'Go to the home page', variant: 'light' },
            { to: '/contact', label: 'Contact us', variant: 'light' },
          ]}
        />
      </Stack>
    </ContentPage>
  );
}
