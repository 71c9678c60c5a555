import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { showToast } from '../../components/toasts';
import { registerAccount } from '../../data/authApi';
import { credentialsProblem, normalizeEmail } from './loginValidation';
import { registrationFailure } from './registrationErrors';

const EMPTY = { firstName: '', lastName: '', companyName: '', phone: '', website: '' };
type Details = typeof EMPTY;

/** The §3 registration payload; accountType is 'business' (a partner account). */
export function RegisterForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [details, setDetails] = useState<Details>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const field = (key: keyof Details) => ({
    value: details[key],
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = e.currentTarget.value;
      setDetails((d) => ({ ...d, [key]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = credentialsProblem(email, password);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await registerAccount({
      email: normalizeEmail(email),
      password,
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      companyName: details.companyName.trim(),
      phone: details.phone.trim(),
      website: details.website.trim(),
      accountType: 'business',
    });
    setBusy(false);
    if (!result.ok) {
      const failure = registrationFailure(result.error);
      setProblem(`${failure.title} ${failure.description}`);
      showToast({ ...failure, color: 'red' });
      return;
    }
    navigate(safeRedirectTarget(location.search), { replace: true });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="register-form-heading">
      <Stack gap="md">
        {problem ? (
          <Alert color="red" role="alert" title="Could not create the account">
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
          description="At least 6 characters."
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Company or organization"
          autoComplete="organization"
          {...field('companyName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          <TextInput label="Website" type="url" autoComplete="url" {...field('website')} />
        </SimpleGrid>
        <div>
          <Button type="submit" loading={busy}>
            Create account
          </Button>
        </div>
      </Stack>
    </form>
  );
}
