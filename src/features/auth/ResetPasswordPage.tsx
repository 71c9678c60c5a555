import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

export default function ResetPasswordPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="The link in a VetHub password-reset email brings you here to choose a new password for your account. Browsing, saving items and the benefits tools need no account." />

      <EmptyState
        title="Password reset is not available on this page yet"
        actions={
          <>
            <Button component={Link} to="/contact">
              Contact the VetHub team
            </Button>
            <Button component={Link} to="/faq" variant="outline">
              Read the frequently asked questions
            </Button>
          </>
        }
      >
        <Text>
          You cannot set a new password here yet. If you are locked out of your account, send us a
          message through the contact page and tell us the email address on the account. Never send
          us your password.
        </Text>
      </EmptyState>
    </Stack>
  );
}
