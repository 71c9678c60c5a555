import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { signInWithGoogle } from '../../data/authApi';
import { t } from './words';

/** Google sign-in leaves this page and comes back to /auth/callback (no popup to be blocked). */
export function GoogleSignInButton() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const location = useLocation();

  const start = async () => {
    if (!navigator.onLine) {
      setProblem(t('auth.google.offline'));
      return;
    }
    setBusy(true);
    const result = await signInWithGoogle(safeRedirectTarget(location.search));
    if (!result.ok) {
      setBusy(false);
      setProblem(t('auth.google.failed'));
    }
  };

  return (
    <Stack gap="sm">
      {problem ? (
        <Alert color="red" role="alert" title={t('auth.google.title')}>
          {problem}
        </Alert>
      ) : null}
      <div>
        <Button variant="outline" onClick={() => void start()} loading={busy}>
          {t('auth.google.button')}
        </Button>
      </div>
    </Stack>
  );
}
