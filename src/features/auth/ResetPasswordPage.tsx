import { Alert, Loader, Stack, Text } from '@mantine/core';
import { PasswordField } from '../../components/forms/PasswordField';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkedText } from '../../components/content/LinkedText';
import { PageHeader } from '../../components/PageHeader';
import { showToast } from '../../components/toasts';
import { hasSession, updatePassword } from '../../data/authApi';
import { AuthForm } from './AuthForm';
import { passwordResetMessage } from './loginErrors';
import { newPasswordSchema } from '../../components/forms/credentialRules';
import { useAuthForm } from './useAuthForm';
import { MIN_PASSWORD_LENGTH } from '../../components/forms/credentialRules';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

type LinkState = 'checking' | 'ready' | 'invalid';

/** The target of the reset link: the link signs the user in, then they choose a new password. */
export default function ResetPasswordPage() {
  const [link, setLink] = useState<LinkState>('checking');
  const navigate = useNavigate();
  const auth = useAuthForm(newPasswordSchema, { password: '', confirm: '' }, async (values) => {
    const result = await updatePassword(values.password);
    if (!result.ok) {
      const message = passwordResetMessage(result.error);
      showToast({ title: t('auth.reset.failed'), description: message, color: 'red' });
      return message;
    }
    showToast({
      title: t('auth.reset.updatedTitle'),
      description: t('auth.reset.updated'),
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
      <PageHeader intro={t('auth.reset.intro')} />
      {link === 'checking' ? (
        <Stack align="flex-start" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('auth.reset.checking')}</Text>
        </Stack>
      ) : null}
      {link === 'invalid' ? (
        <Alert color="red" role="alert" title={t('auth.reset.failed')}>
          <LinkedText message={t('auth.reset.invalid')} links={['/auth']} />
        </Alert>
      ) : null}
      {link === 'ready' ? (
        <PageSection id="new-password-heading" heading={t('auth.reset.heading')}>
          <AuthForm
            labelledBy="new-password-heading"
            problemTitle={t('auth.reset.failed')}
            auth={auth}
            submitLabel={t('auth.reset.submit')}
          >
            <PasswordField
              label={t('auth.reset.newPassword')}
              description={t('auth.field.passwordRule', { min: MIN_PASSWORD_LENGTH })}
              autoComplete="new-password"
              required
              {...auth.fieldProps('password')}
            />
            <PasswordField
              label={t('auth.reset.repeat')}
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
