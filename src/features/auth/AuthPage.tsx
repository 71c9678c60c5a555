import { Divider, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { AuthFrame } from './AuthFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SignInForm } from './SignInForm';
import { PageSection } from '../../components/PageSection';

export default function AuthPage() {
  const { search } = useLocation();
  return (
    <AuthFrame>
      <PageHeader intro="Sign in to post and manage services, VetDeals, articles and jobs, and to verify your veteran status. Browsing, saving items and the benefits tools work without an account." />

      <PageSection id="sign-in-heading" heading="Sign in with email">
        <SignInForm />
      </PageSection>

      <Divider label="or" labelPosition="center" />

      <PageSection id="google-heading" heading="Sign in with Google">
        <GoogleSignInButton />
      </PageSection>

      <PageSection id="register-heading" heading="New to VetHub?">
        <Text>
          <InternalLink to={`/auth/register${search}`}>Create an account</InternalLink>. It takes a
          minute and is free.
        </Text>
      </PageSection>

      <PageSection id="forgot-heading" heading="Forgot your password?">
        <ForgotPasswordForm />
      </PageSection>
    </AuthFrame>
  );
}
