import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { showToast } from '../../components/toasts';
import { signInWithPassword } from '../../data/authApi';
import { loginErrorMessage } from './loginErrors';
import { credentialsProblem, normalizeEmail } from './loginValidation';

/** Email and password sign-in. What was typed stays on any error. */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = credentialsProblem(email, password);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await signInWithPassword(normalizeEmail(email), password);
    setBusy(false);
    if (!result.ok) {
      const message = loginErrorMessage(result.error);
      setProblem(message);
      showToast({ title: 'Sign-in failed', description: message, color: 'red' });
      return;
    }
    navigate(safeRedirectTarget(location.search), { replace: true });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sign-in-heading">
      <Stack gap="md">
        {problem ? (
          <Alert color="red" role="alert" title="Could not sign in">
            {problem}
          </Alert>
        ) : null}
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        <div>
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </div>
      </Stack>
    </form>
  );
}
