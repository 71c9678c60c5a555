import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { AuthFrame } from './AuthFrame';

export default function AuthPage() {
  return (
    <AuthFrame>
      <PageHeader intro="A VetHub account is for partners who post services, VetDeals, articles and jobs, and for the dashboards that manage them. You do not need an account to browse, save items or use the benefits tools." />

      <Stack gap="sm" component="section" aria-labelledby="auth-without-account">
        <Title order={2} id="auth-without-account">
          What works without an account
        </Title>
        <List spacing="xs">
          <List.Item>
            Reading benefits guides and using the{' '}
            <InternalLink to="/benefits/claim-calculator">disability claim calculator</InternalLink>{' '}
            and the <InternalLink to="/benefits/claim-tracker">claim tracker</InternalLink>.
          </List.Item>
          <List.Item>
            Browsing the <InternalLink to="/services">services directory</InternalLink>,{' '}
            <InternalLink to="/vetdeals">VetDeals</InternalLink>,{' '}
            <InternalLink to="/blog">the blog</InternalLink> and{' '}
            <InternalLink to="/jobs">the job board</InternalLink>.
          </List.Item>
          <List.Item>
            Saving items to your <InternalLink to="/saved">saved items</InternalLink>. They stay on
            this device.
          </List.Item>
        </List>
      </Stack>

      <EmptyState
        title="Sign-in is not available on this page yet"
        actions={
          <>
            <Button component={Link} to="/">
              Go to the VetHub home page
            </Button>
            <Button component={Link} to="/get-started" variant="outline">
              Get started with VetHub
            </Button>
          </>
        }
      >
        <Text>
          You cannot sign in or create an account here yet. Everything on VetHub that does not post
          content already works without signing in.
        </Text>
      </EmptyState>
    </AuthFrame>
  );
}
