import { Alert, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../components/toasts';
import { sendPasswordReset } from '../../data/authApi';
import { AuthForm } from './AuthForm';
import { passwordResetMessage } from './loginErrors';
import { normalizeEmail, resetRequestSchema } from '../../components/forms/credentialRules';
import { useAuthForm } from './useAuthForm';
import { t } from './words';

/** Sends a password-reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const auth = useAuthForm(resetRequestSchema, { email: '' }, async (values) => {
    const result = await sendPasswordReset(normalizeEmail(values.email));
    if (!result.ok) {
      const message = passwordResetMessage(result.error, ['tooManyRequests']);
      showToast({ title: t('auth.reset.failed'), description: message, color: 'red' });
      return message;
    }
    setSent(true);
    return null;
  });

  return (
    <AuthForm
      labelledBy="forgot-heading"
      problemTitle={t('auth.reset.failed')}
      auth={auth}
      submitLabel={t('auth.forgot.submit')}
      submitVariant="outline"
      intro={
        <>
          <Text>{t('auth.forgot.intro')}</Text>
          {sent ? (
            <Alert color="green" role="status" title={t('auth.checkEmail')}>
              {t('auth.forgot.sent')}
            </Alert>
          ) : null}
        </>
      }
    >
      <TextInput
        label={t('auth.forgot.emailLabel')}
        type="email"
        autoComplete="email"
        required
        {...auth.fieldProps('email')}
      />
    </AuthForm>
  );
}
