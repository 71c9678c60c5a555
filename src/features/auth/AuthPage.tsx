import { Divider } from '@mantine/core';
import { useLocation } from 'react-router';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { AuthFrame } from './AuthFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SignInForm } from './SignInForm';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

export default function AuthPage() {
  const { search } = useLocation();
  return (
    <AuthFrame intro={t('auth.signIn.intro')}>
      <PageSection id="sign-in-heading" heading={t('auth.signIn.emailHeading')}>
        <SignInForm />
      </PageSection>

      <Divider label={t('auth.signIn.or')} labelPosition="center" />

      <PageSection id="google-heading" heading={t('auth.signIn.googleHeading')}>
        <GoogleSignInButton />
      </PageSection>

      <PageSection id="register-heading" heading={t('auth.signIn.newHeading')}>
        <LinkedParagraph message={t('auth.signIn.create')} links={[`/auth/register${search}`]} />
      </PageSection>

      <PageSection id="forgot-heading" heading={t('auth.signIn.forgotHeading')}>
        <ForgotPasswordForm />
      </PageSection>
    </AuthFrame>
  );
}
