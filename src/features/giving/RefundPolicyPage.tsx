import { List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';

export default function RefundPolicyPage() {
  return (
    <ContentPage intro="Mistakes happen. This page explains when we refund a donation to VetHub and how to ask for a refund.">
      <PageSection heading="When we refund a donation">
        <Text>
          We refund a donation made in error when you ask within a reasonable time. There is no set
          deadline, but please contact us as soon as you notice. The sooner you ask, the easier it
          is to return the money. Donations made in error include:
        </Text>
        <List spacing="xs">
          <List.Item>a donation you did not mean to make;</List.Item>
          <List.Item>a wrong amount, for example an extra digit;</List.Item>
          <List.Item>the same donation charged more than once;</List.Item>
          <List.Item>a donation made with your card or account without your permission.</List.Item>
        </List>
        <Text>If you simply changed your mind, ask anyway. We look at every request fairly.</Text>
      </PageSection>

      <PageSection heading="How to ask for a refund">
        <List type="ordered" spacing="xs">
          <List.Item>
            Go to the <InternalLink to="/contact">contact page</InternalLink>.
          </List.Item>
          <List.Item>
            Tell us the date of the donation, the email address you used when you gave, and what
            went wrong.
          </List.Item>
          <List.Item>
            Do not send your full card number or bank details. We do not need them to find your
            donation.
          </List.Item>
        </List>
        <Text>We will reply by email to tell you whether the refund has been made.</Text>
      </PageSection>

      <PageSection heading="How the money comes back">
        <Text>
          A refund goes back to the card or account you donated with. Once we have sent it, your
          bank or card company decides how long it takes to show on your statement.
        </Text>
        <Text>
          If a charge you did not make appears, also tell your bank or card company. They can
          protect your account.
        </Text>
      </PageSection>

      <PageSection heading="Questions">
        <Text>
          For any question about a donation, <InternalLink to="/contact">contact us</InternalLink>.
          You can also read about <InternalLink to="/donate">supporting VetHub</InternalLink> and{' '}
          <InternalLink to="/transparency">how VetHub is run</InternalLink>.
        </Text>
      </PageSection>
    </ContentPage>
  );
}
