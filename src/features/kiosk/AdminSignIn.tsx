/**
 * An administrator signs in right here, every time: setting a kiosk up, changing it or leaving
 * kiosk mode is never reachable from a session someone left behind (each reset signs out).
 */
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { signInWithPassword } from '../../data/authApi';

const FAILED = 'Invalid email or password. Please check your credentials and try again.';

export function AdminSignIn({ notAdmin }: { notAdmin: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem('Please enter both email and password');
      return;
    }
    setBusy(true);
    const result = await signInWithPassword(email.trim().toLowerCase(), password);
    setBusy(false);
    setProblem(result.ok ? null : FAILED);
    if (result.ok) setPassword('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="admin-sign-in">
      <Stack maw="26rem">
        <h2 id="admin-sign-in">Administrator sign-in</h2>
        {notAdmin ? (
          <Alert color="red" title="Not an administrator">
            The account signed in is not a VetHub administrator. Sign in with an administrator
            account to change kiosk mode.
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <TextInput
          label="Email address"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={busy}>
          Sign in as administrator
        </Button>
      </Stack>
    </form>
  );
}
