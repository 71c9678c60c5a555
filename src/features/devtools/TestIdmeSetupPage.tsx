import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

export default function TestIdmeSetupPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="A check page for the identity provider that verifies veteran status. It shows whether ID.me verification is configured correctly for this copy of VetHub." />

      <Stack gap="sm" component="section" aria-labelledby="idme-setup-checks">
        <Title order={2} id="idme-setup-checks">
          What this page checks
        </Title>
        <List spacing="xs">
          <List.Item>That the identity provider is configured for veteran verification.</List.Item>
          <List.Item>
            That the verification window returns to the{' '}
            <Text span fw={700}>
              /auth/idme-callback
            </Text>{' '}
            page of this site.
          </List.Item>
          <List.Item>
            That the result is accepted only from this site&apos;s own address, so another site
            cannot mark an account as verified.
          </List.Item>
        </List>
        <Text>
          This page is for VetHub administrators and testers. It never shows secret keys, and
          veterans do not need it to use VetHub.
        </Text>
      </Stack>

      <EmptyState
        title="Verification is not set up yet"
        actions={
          <>
            <Button component={Link} to="/sitemap">
              See all VetHub pages
            </Button>
            <Button component={Link} to="/dashboard" variant="outline">
              Go to your dashboard
            </Button>
          </>
        }
      >
        <Text>
          The configuration state is shown here once veteran verification is set up. Until then
          there is nothing to check.
        </Text>
      </EmptyState>
    </Stack>
  );
}
