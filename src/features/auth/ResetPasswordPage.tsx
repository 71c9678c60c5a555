import { Alert, Button, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { showToast } from '../../components/toasts';
import { hasSession, updatePassword } from '../../data/authApi';
import { LOGIN_MESSAGES, loginErrorCause } from './loginErrors';
import { MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from './loginValidation';

type LinkState = 'checking' | 'ready' | 'invalid';

/** The target of the reset link: the link signs the user in, then they choose a new password. */
export default function ResetPasswordPage() {
  const [link, setLink] = useState<LinkState>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void hasSession().then((r) => {
      if (active) setLink(r.ok && r.value ? 'ready' : 'invalid');
    });
    return () => {
      active = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(VALIDATION_MESSAGES.shortPassword);
    if (password !== confirm) return setProblem('The two passwords do not match.');
    setProblem(null);
    setBusy(true);
    const result = await updatePassword(password);
    setBusy(false);
    if (!result.ok) {
      const cause = loginErrorCause(result.error);
      const message =
        cause === 'fetchFailure' || cause === 'timeout'
          ? LOGIN_MESSAGES[cause]
          : LOGIN_MESSAGES.fallback;
      setProblem(message);
      showToast({ title: 'Reset Failed', description: message, color: 'red' });
      return;
    }
    showToast({
      title: 'Password updated',
      description: 'Your new password is set.',
      color: 'green',
    });
    navigate('/dashboard', { replace: true });
  };

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
        <Stack gap="md" component="section" aria-labelledby="new-password-heading">
          <Title order={2} id="new-password-heading">
            Your new password
          </Title>
          <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-password-heading">
            <Stack gap="md">
              {problem ? (
                <Alert color="red" role="alert" title="Reset Failed">
                  {problem}
                </Alert>
              ) : null}
              <PasswordInput
                label="New password"
                description="At least 6 characters."
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                required
              />
              <PasswordInput
                label="Repeat the new password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.currentTarget.value)}
                required
              />
              <div>
                <Button type="submit" loading={busy}>
                  Set new password
                </Button>
              </div>
            </Stack>
          </form>
        </Stack>
      ) : null}
    </Stack>
  );
}
