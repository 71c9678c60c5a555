import { List, Stack, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { WhereToGoNext } from '../../components/WhereToGoNext';
import { PageSection } from '../../components/PageSection';

export default function PaymentSuccessPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Your payment to VetHub has been processed successfully. Thank you for supporting a free hub for veterans and their families." />

      <PageSection heading="What happens next">
        <List spacing="xs">
          <List.Item>
            Your dashboard shows your listings and their status, including what this payment was
            for.
          </List.Item>
          <List.Item>
            A featured listing still goes through the same review as every other post. It shows with
            a &ldquo;Featured&rdquo; label once it is published.
          </List.Item>
          <List.Item>Keep the confirmation from your card or bank for your records.</List.Item>
        </List>
        <Text>
          <InternalLink to="/featured-listing">Read how featured placement works</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="If something is wrong">
        <Text>
          If you were charged the wrong amount or more than once, contact us as soon as you notice.
          Tell us the date of the payment and the email address of your VetHub account.
        </Text>
      </PageSection>

      <WhereToGoNext
        links={[
          { to: '/dashboard', label: 'Go to your dashboard' },
          { to: '/contact', label: 'Contact us' },
        ]}
      />
    </Stack>
  );
}
