import { List, Stack, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { WhereToGoNext } from '../../components/WhereToGoNext';
import { PageSection } from '../../components/PageSection';

export default function DonateThankYouPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Thank you. Your donation has been received, and it helps keep VetHub free for veterans and their families." />

      <PageSection heading="What your gift does">
        <List spacing="xs">
          <List.Item>Keeps benefits guides and tools free for every veteran and family.</List.Item>
          <List.Item>Pays for accessibility testing and plain-language writing.</List.Item>
          <List.Item>Keeps VetHub working offline and on weak connections.</List.Item>
        </List>
      </PageSection>

      <PageSection heading="If something is wrong">
        <Text>
          If you donated by mistake, gave the wrong amount or were charged twice, contact us as soon
          as you notice. Tell us the date of the donation and the email address you used.{' '}
          <InternalLink to="/donate/refund-policy">Read the donation refund policy</InternalLink>.
        </Text>
      </PageSection>

      <WhereToGoNext
        links={[
          { to: '/', label: 'Go to the home page' },
          { to: '/contact', label: 'Contact us' },
        ]}
      />
    </Stack>
  );
}
