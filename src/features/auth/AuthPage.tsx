import { Divider, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { AuthFrame } from './AuthFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SignInForm } from './SignInForm';

export default function AuthPage() {
  const { search } = useLocation();
  return (
    <AuthFrame>
      <PageHeader intro="Sign in to post and manage services, VetDeals, articles and jobs, and to verify your veteran status. Browsing, saving items and the benefits tools work without an account." />

      <Stack gap="md" component="section" aria-labelledby="sign-in-heading">
        <Title order={2} id="sign-in-heading">
          Sign in with email
        </Title>
        <SignInForm />
      </Stack>

      <Divider label="or" labelPosition="center" />

      <Stack gap="md" component="section" aria-labelledby="google-heading">
        <Title order={2} id="google-heading">
          Sign in with Google
        </Title>
        <GoogleSignInButton />
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="register-heading">
        <Title order={2} id="register-heading">
          New to VetHub?
        </Title>
        <Text>
          <InternalLink to={`/auth/register${search}`}>Create an account</InternalLink>. It takes a
          minute and is free.
        </Text>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="forgot-heading">
        <Title order={2} id="forgot-heading">
          Forgot your password?
        </Title>
        <ForgotPasswordForm />
      </Stack>
    </AuthFrame>
  );
}
