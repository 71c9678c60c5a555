import { List, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageSection } from '../../components/PageSection';

/** The two lists at the heart of the privacy policy: what stays on the device, what reaches the server. */
export function PrivacyWhatWeStore() {
  return (
    <>
      <PageSection heading="What stays on your device">
        <Text>
          These things are kept in your browser's storage on the device you are using. They are not
          sent to VetHub's servers, and we cannot see them.
        </Text>
        <List spacing="xs">
          <List.Item>
            <strong>Settings:</strong> your text size, high-contrast mode, when you accepted the
            cookie notice, and which notices you hid for a day.
          </List.Item>
          <List.Item>
            <strong>Saved items:</strong> the deals, articles, services and jobs you saved.
          </List.Item>
          <List.Item>
            <strong>Drafts:</strong> posts and messages you started but have not sent yet, and
            things waiting to send while you are offline.
          </List.Item>
          <List.Item>
            <strong>Claim tracker records:</strong> the claims you track and the steps they are on.
          </List.Item>
          <List.Item>
            <strong>An offline copy of public listings:</strong> services, deals, articles and jobs
            you opened, so they still show without a connection.
          </List.Item>
        </List>
        <Text>
          Because these items live on one device, they do not follow you to another phone or
          computer, and clearing your browser's data removes them.
        </Text>
      </PageSection>

      <PageSection heading="What is sent to our servers">
        <Text>Only these things reach VetHub's servers:</Text>
        <List spacing="xs">
          <List.Item>
            <strong>Account details,</strong> if you create an account: your email address, your
            name, your account type, and the company name, phone and website you chose to give. Your
            password is stored only in scrambled (hashed) form by our sign-in service.
          </List.Item>
          <List.Item>
            <strong>Content partners post:</strong> services, VetDeals, articles and jobs. These are
            public once published, along with the organization name shown on them.
          </List.Item>
          <List.Item>
            <strong>Messages you send us</strong> through the{' '}
            <InternalLink to="/contact">contact page</InternalLink>, the{' '}
            <InternalLink to="/feedback">feedback page</InternalLink> or the{' '}
            <InternalLink to="/subscribe">newsletter sign-up</InternalLink>. Newsletter sign-ups
            reach us through a form-delivery service that passes your email address on to us.
          </List.Item>
        </List>
        <Title order={3}>Signing in with Google or verifying with ID.me</Title>
        <Text>
          If you sign in with Google, Google tells us your email address and name. If you verify
          your veteran status with ID.me, we keep only the fact that you were verified, not the
          documents you showed ID.me. Those services have their own privacy policies.
        </Text>
        <Title order={3}>How we use it</Title>
        <Text>
          We use this information to run your account, publish and review what partners post, reply
          to your messages and send the newsletter you asked for. To stop the newsletter, tell us
          through the contact page.
        </Text>
      </PageSection>
    </>
  );
}
