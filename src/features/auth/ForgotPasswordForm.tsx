import { Alert, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../components/toasts';
import { sendPasswordReset } from '../../data/authApi';
import { AuthForm } from './AuthForm';
import { passwordResetMessage } from './loginErrors';
import { normalizeEmail, resetRequestSchema } from '../../components/forms/credentialRules';
import { useAuthForm } from './useAuthForm';

/** Sends a password-reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const auth = useAuthForm(resetRequestSchema, { email: '' }, async (values) => {
    const result = await sendPasswordReset(normalizeEmail(values.email));
    if (!result.ok) {
      const message = passwordResetMessage(result.error, ['tooManyRequests']);
      showToast({ title: 'Reset Failed', description: message, color: 'red' });
      return message;
    }
    setSent(true);
    return null;
  });

  return (
    <AuthForm
      labelledBy="forgot-heading"
      problemTitle="Reset Failed"
      auth={auth}
      submitLabel="Send reset link"
      submitVariant="outline"
      intro={
        <>
          <Text>Enter the email address of your account and we will send you a reset link.</Text>
          {sent ? (
            <Alert color="green" role="status" title="Check your email">
              If an account uses this address, a link to set a new password is on its way. The link
              works once.
            </Alert>
          ) : null}
        </>
      }
    >
      <TextInput
        label="Email address for the reset link"
        type="email"
        autoComplete="email"
        required
        {...auth.fieldProps('email')}
      />
    </AuthForm>
  );
}
