import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { AuthFrame } from './AuthFrame';

/** The return point of an outside sign-in: the visitor only waits here for a moment. */
export default function AuthCallbackPage() {
  return (
    <AuthFrame>
      <PageHeader intro="You are coming back from signing in with another service. This page hands your sign-in over to VetHub.">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden="true" />
          <Text>Finishing your sign-in. This should only take a moment.</Text>
        </Group>
      </PageHeader>

      <Stack gap="sm" component="section" aria-labelledby="auth-callback-stuck">
        <Title order={2} id="auth-callback-stuck">
          If nothing happens
        </Title>
        <Text>
          If this page does not move on, sign-in did not complete. Go back to the{' '}
          <InternalLink to="/auth">sign-in page</InternalLink> and try again, or return to the{' '}
          <InternalLink to="/">VetHub home page</InternalLink>.
        </Text>
        <Text>
          Browsing, saving items and the benefits tools work without signing in, so you can carry on
          while this is sorted out.
        </Text>
      </Stack>
    </AuthFrame>
  );
}
