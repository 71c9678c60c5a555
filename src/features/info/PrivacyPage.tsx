import { List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PolicyLayout } from './PolicyLayout';
import { PrivacyWhatWeStore } from './PrivacyWhatWeStore';
import { PageSection } from '../../components/PageSection';

export default function PrivacyPage() {
  return (
    <PolicyLayout intro="This page explains what VetHub keeps on your device, what it sends to our servers, and what it never collects. It is written in plain language on purpose.">
      <PageSection heading="The short version">
        <List spacing="xs">
          <List.Item>
            Most of what VetHub remembers about you stays on your own device, not on our servers.
          </List.Item>
          <List.Item>Your claim tracker records never leave your device.</List.Item>
          <List.Item>
            We keep only what we need to run accounts, show what partners post, and answer your
            messages.
          </List.Item>
          <List.Item>No advertising trackers. We never sell your data.</List.Item>
        </List>
      </PageSection>

      <PrivacyWhatWeStore />

      <PageSection heading="What we never do">
        <List spacing="xs">
          <List.Item>We do not use advertising or tracking cookies, or ad networks.</List.Item>
          <List.Item>We do not sell, rent or trade your personal information.</List.Item>
          <List.Item>
            We do not share your details with partners. A partner sees what you send them only if
            you contact them yourself, on their own website or by their own means.
          </List.Item>
        </List>
        <Text>
          The <InternalLink to="/cookies">cookies and local storage page</InternalLink> lists every
          item VetHub keeps in your browser.
        </Text>
      </PageSection>

      <PageSection heading="Using a shared or public computer">
        <Text>
          On a library computer, a kiosk or a friend's phone, anything VetHub saves on the device
          can be seen by the next person who uses it. When you are done:
        </Text>
        <List type="ordered" spacing="xs">
          <List.Item>Sign out, if you signed in.</List.Item>
          <List.Item>
            Remove your saved items on the <InternalLink to="/saved">Saved items page</InternalLink>
            .
          </List.Item>
          <List.Item>Do not enter claim tracker records on a device you share.</List.Item>
          <List.Item>
            If you can, clear the browser's data for this site. The{' '}
            <InternalLink to="/cookies">cookies page</InternalLink> explains how.
          </List.Item>
        </List>
      </PageSection>

      <PageSection heading="Asking us to see or delete your data">
        <Text>
          You can ask us what we hold about you, ask us to correct it, or ask us to delete it,
          including your account and the content you posted.{' '}
          <InternalLink to="/contact">Send the request through the contact page</InternalLink> and
          use the email address of your account, so we can tell the request is really from you.
        </Text>
        <Text>
          Data on your own device is under your control. You can remove it yourself at any time, and
          we cannot see or delete it for you.
        </Text>
      </PageSection>

      <PageSection heading="Changes to this policy">
        <Text>
          If we change what we collect or how we use it, we will update this page and its effective
          date. Questions about privacy are welcome through the{' '}
          <InternalLink to="/contact">contact page</InternalLink>.
        </Text>
      </PageSection>
    </PolicyLayout>
  );
}
