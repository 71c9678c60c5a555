import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/toasts';
import { sendPasswordReset } from '../../data/authApi';
import { LOGIN_MESSAGES, loginErrorCause } from './loginErrors';
import { isValidEmail, normalizeEmail, VALIDATION_MESSAGES } from './loginValidation';

/** Sends a password-reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setProblem(VALIDATION_MESSAGES.invalidEmail);
      return;
    }
    setProblem(null);
    setBusy(true);
    const result = await sendPasswordReset(normalizeEmail(email));
    setBusy(false);
    if (!result.ok) {
      const cause = loginErrorCause(result.error);
      const message =
        cause === 'fetchFailure' || cause === 'timeout' || cause === 'tooManyRequests'
          ? LOGIN_MESSAGES[cause]
          : LOGIN_MESSAGES.fallback;
      setProblem(message);
      showToast({ title: 'Reset Failed', description: message, color: 'red' });
      return;
    }
    setSent(true);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="forgot-heading">
      <Stack gap="md">
        <Text>Enter the email address of your account and we will send you a reset link.</Text>
        {problem ? (
          <Alert color="red" role="alert" title="Reset Failed">
            {problem}
          </Alert>
        ) : null}
        {sent ? (
          <Alert color="green" role="status" title="Check your email">
            If an account uses this address, a link to set a new password is on its way. The link
            works once.
          </Alert>
        ) : null}
        <TextInput
          label="Email address for the reset link"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <div>
          <Button type="submit" variant="outline" loading={busy}>
            Send reset link
          </Button>
        </div>
      </Stack>
    </form>
  );
}
