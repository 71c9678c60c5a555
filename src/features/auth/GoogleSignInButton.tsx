import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { signInWithGoogle } from '../../data/authApi';

export const GOOGLE_OFFLINE_MESSAGE =
  'Google sign-in needs an internet connection. Check your connection and try again.';
export const GOOGLE_FAILED_MESSAGE =
  'Google sign-in could not start. Please try again, or sign in with your email and password.';

/** Google sign-in leaves this page and comes back to /auth/callback (no popup to be blocked). */
export function GoogleSignInButton() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const location = useLocation();

  const start = async () => {
    if (!navigator.onLine) {
      setProblem(GOOGLE_OFFLINE_MESSAGE);
      return;
    }
    setBusy(true);
    const result = await signInWithGoogle(safeRedirectTarget(location.search));
    if (!result.ok) {
      setBusy(false);
      setProblem(GOOGLE_FAILED_MESSAGE);
    }
  };

  return (
    <Stack gap="sm">
      {problem ? (
        <Alert color="red" role="alert" title="Google sign-in">
          {problem}
        </Alert>
      ) : null}
      <div>
        <Button variant="outline" onClick={() => void start()} loading={busy}>
          Continue with Google
        </Button>
      </div>
    </Stack>
  );
}
