import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

/** The page the identity provider's verification window returns to. */
export default function IdmeCallbackPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="You are coming back from verifying your veteran status with ID.me. This page passes the result to the VetHub window you started from." />

      <Stack gap="sm" component="section" aria-labelledby="idme-what-happens">
        <Title order={2} id="idme-what-happens">
          What happens now
        </Title>
        <Text>
          Verification opens in a separate window. When it is finished, that window sends the result
          to your VetHub window and closes itself. Your VetHub window then shows that your veteran
          status is verified and takes you to your dashboard.
        </Text>
        <Text>
          If this window stays open, you can close it. Then go to your dashboard in your other
          VetHub window, or use the button below.
        </Text>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="idme-next">
        <Title order={2} id="idme-next">
          Where to go next
        </Title>
        <Text>
          Verification is optional. You can still browse, save items and use the{' '}
          <InternalLink to="/benefits">benefits tools</InternalLink> without it.
        </Text>
        <div>
          <Button component={Link} to="/dashboard">
            Go to your dashboard
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
