import { List, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { NewsletterForm } from './NewsletterForm';
import { PageSection } from '../../components/PageSection';

export default function SubscribePage() {
  const navigate = useNavigate();
  // Loaded now, so the page can open even when the visitor is offline by then.
  useEffect(() => void import('./SubscribedPage').catch(() => undefined), []);
  return (
    <Stack gap="xl">
      <PageHeader intro="The VetHub newsletter brings news, new benefits guides and veteran deals to your inbox. Sign up with just your email address." />

      <PageSection heading="What the newsletter contains">
        <List spacing="xs">
          <List.Item>News about VetHub: new tools, pages and features.</List.Item>
          <List.Item>
            New benefits guides from the <InternalLink to="/blog">VetHub blog</InternalLink>,
            written in plain language with links to the official VA pages.
          </List.Item>
          <List.Item>
            New discounts for veterans and military families from{' '}
            <InternalLink to="/vetdeals">VetDeals</InternalLink>.
          </List.Item>
        </List>
        <Text>
          The newsletter is information only. It never asks for your password, your Social Security
          number or your VA claim details. An email that asks for them is not from us.
        </Text>
      </PageSection>

      <PageSection heading="Your privacy">
        <List spacing="xs">
          <List.Item>We ask only for your email address.</List.Item>
          <List.Item>We use it only to send the newsletter you asked for.</List.Item>
          <List.Item>We never sell it.</List.Item>
          <List.Item>You can stop the newsletter at any time.</List.Item>
        </List>
        <Text>
          Sign-ups reach us through a form-delivery service that passes your email address on to us.{' '}
          <InternalLink to="/privacy">Read the privacy policy</InternalLink> for the details.
        </Text>
      </PageSection>

      <PageSection id="subscribe-form-heading" heading="Sign up">
        <Text>Enter your email address and choose Subscribe. That is all we need.</Text>
        <NewsletterForm
          source="subscribe-page"
          onSubscribed={(state) => void navigate(`/subscribed?entry=${state.entryId}`)}
        />
      </PageSection>

      <PageSection heading="Read now">
        <Text>
          You do not need the newsletter to get the news. Read the latest on the{' '}
          <InternalLink to="/blog">blog</InternalLink>, browse{' '}
          <InternalLink to="/vetdeals">VetDeals</InternalLink> or start with the{' '}
          <InternalLink to="/benefits">benefits overview</InternalLink>.
        </Text>
      </PageSection>
    </Stack>
  );
}
