import { Alert, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { showToast } from '../../components/toasts';
import { hasSession, updatePassword } from '../../data/authApi';
import { AuthForm } from './AuthForm';
import { passwordResetMessage } from './loginErrors';
import { newPasswordSchema } from '../../components/forms/credentialRules';
import { useAuthForm } from './useAuthForm';
import { PageSection } from '../../components/PageSection';

type LinkState = 'checking' | 'ready' | 'invalid';

/** The target of the reset link: the link signs the user in, then they choose a new password. */
export default function ResetPasswordPage() {
  const [link, setLink] = useState<LinkState>('checking');
  const navigate = useNavigate();
  const auth = useAuthForm(newPasswordSchema, { password: '', confirm: '' }, async (values) => {
    const result = await updatePassword(values.password);
    if (!result.ok) {
      const message = passwordResetMessage(result.error);
      showToast({ title: 'Reset Failed', description: message, color: 'red' });
      return message;
    }
    showToast({
      title: 'Password updated',
      description: 'Your new password is set.',
      color: 'green',
    });
    void navigate('/dashboard', { replace: true });
    return null;
  });

  useEffect(() => {
    let active = true;
    void hasSession().then((r) => {
      if (active) setLink(r.ok && r.value ? 'ready' : 'invalid');
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Stack gap="xl">
      <PageHeader intro="Choose a new password for your VetHub account." />
      {link === 'checking' ? (
        <Stack align="flex-start" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Checking your reset link…</Text>
        </Stack>
      ) : null}
      {link === 'invalid' ? (
        <Alert color="red" role="alert" title="Reset Failed">
          This reset link is not valid any more: it may have been used or have expired. Ask for a
          new one on the <InternalLink to="/auth">sign-in page</InternalLink>.
        </Alert>
      ) : null}
      {link === 'ready' ? (
        <PageSection id="new-password-heading" heading="Your new password">
          <AuthForm
            labelledBy="new-password-heading"
            problemTitle="Reset Failed"
            auth={auth}
            submitLabel="Set new password"
          >
            <PasswordInput
              label="New password"
              description="At least 6 characters."
              autoComplete="new-password"
              required
              {...auth.fieldProps('password')}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              required
              {...auth.fieldProps('confirm')}
            />
          </AuthForm>
        </PageSection>
      ) : null}
    </Stack>
  );
}
