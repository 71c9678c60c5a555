import { List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { SentPage } from '../../components/pages/SentPage';
import { PageSection } from '../../components/PageSection';

export default function SubscribedPage() {
  return (
    <SentPage
      intro="Thank you for signing up for the VetHub newsletter. Once your sign-up reaches us, you will receive our next issue."
      what="sign-up"
      next={{ to: '/blog', label: 'Read the blog' }}
    >
      <PageSection heading="What to expect">
        <List spacing="xs">
          <List.Item>News about VetHub: new tools, pages and features.</List.Item>
          <List.Item>New benefits guides, with links to the official VA pages.</List.Item>
          <List.Item>New discounts for veterans and military families from VetDeals.</List.Item>
        </List>
        <Text>
          If you unsubscribed from this address before, we first email you a link to confirm that
          you want the newsletter again. Open it within 7 days.
        </Text>
        <Text>
          If you do not see our email, check your spam or junk folder, and add the sender to your
          contacts so later issues reach your inbox.
        </Text>
        <Text>
          We will never ask for your password, your Social Security number or your VA claim details
          by email. An email that asks for them is not from us.
        </Text>
      </PageSection>

      <PageSection heading="How to unsubscribe">
        <Text>
          Every newsletter email has an unsubscribe link at the bottom. Choose it and you will stop
          receiving the newsletter. You can also ask us to remove your address through the{' '}
          <InternalLink to="/contact">contact page</InternalLink>.
        </Text>
        <Text>
          We use your email address only to send the newsletter.{' '}
          <InternalLink to="/privacy">Read the privacy policy</InternalLink>.
        </Text>
      </PageSection>
    </SentPage>
  );
}
