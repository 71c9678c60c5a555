/**
 * An administrator signs in right here, every time: setting a kiosk up, changing it or leaving
 * kiosk mode is never reachable from a session someone left behind (each reset signs out).
 */
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../components/forms/PasswordField';
import { useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES } from '../../components/forms/credentialRules';
import { signInWithPassword } from '../../data/authApi';
import { t } from './words';

export function AdminSignIn({ notAdmin }: { notAdmin: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem(VALIDATION_MESSAGES.bothRequired);
      return;
    }
    setBusy(true);
    const result = await signInWithPassword(email.trim().toLowerCase(), password);
    setBusy(false);
    setProblem(result.ok ? null : t('kiosk.signIn.failed'));
    if (result.ok) setPassword('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="admin-sign-in">
      <Stack maw="26rem">
        <h2 id="admin-sign-in">{t('kiosk.signIn.heading')}</h2>
        {notAdmin ? (
          <Alert color="red" title={t('kiosk.signIn.notAdminTitle')}>
            {t('kiosk.signIn.notAdmin')}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <TextInput
          label={t('kiosk.signIn.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordField
          label={t('kiosk.signIn.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={busy}>
          {t('kiosk.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
