import { Alert, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { InternalLink } from '../../components/InternalLink';
import { showToast } from '../../components/toasts';
import { registerAccount } from '../../data/authApi';
import { AuthForm } from './AuthForm';
import { CredentialsFields } from './CredentialsFields';
import { credentialsSchema, normalizeEmail } from '../../components/forms/credentialRules';
import { registrationFailure } from './registrationErrors';
import { useAuthForm } from './useAuthForm';

/** The §3 accountType values; 'business' (a partner) is the default, as for clients that send none. */
const ACCOUNT_TYPES = [
  { value: 'veteran', label: 'A veteran or family member' },
  { value: 'business', label: 'A business or organization serving veterans (partner)' },
  { value: 'both', label: 'Both: a veteran who also runs a business or organization' },
] as const;

const EMPTY = {
  accountType: 'business',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  website: '',
};

/** The §3 registration payload; company details are asked for and sent only for partners. */
export function RegisterForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const auth = useAuthForm(credentialsSchema, EMPTY, async (values) => {
    const partner = values.accountType !== 'veteran';
    const result = await registerAccount({
      email: normalizeEmail(values.email),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      companyName: partner ? values.companyName.trim() : '',
      phone: partner ? values.phone.trim() : '',
      website: partner ? values.website.trim() : '',
      accountType: values.accountType,
    });
    if (!result.ok) {
      const failure = registrationFailure(result.error);
      showToast({ ...failure, color: 'red' });
      return `${failure.title} ${failure.description}`;
    }
    if (result.value === null) {
      setConfirmTo(normalizeEmail(values.email));
      return null;
    }
    void navigate(safeRedirectTarget(location.search), { replace: true });
    return null;
  });
  const field = auth.fieldProps;

  if (confirmTo) {
    return (
      <Alert color="blue" role="status" title="Check your email">
        <Text>
          If {confirmTo} can be used for a new account, we have sent a link to it. Open the link to
          confirm your address, then sign in. If you already have an account with this address, sign
          in instead, or reset your password from the sign-in page.
        </Text>
        <Text mt="sm">
          <InternalLink to="/auth">Go to sign in</InternalLink>
        </Text>
      </Alert>
    );
  }

  return (
    <AuthForm
      labelledBy="register-form-heading"
      problemTitle="Could not create the account"
      auth={auth}
      submitLabel="Create account"
    >
      <Radio.Group label="I am" {...auth.form.getInputProps('accountType')}>
        <Stack gap="xs" mt="xs">
          {ACCOUNT_TYPES.map((type) => (
            <Radio key={type.value} value={type.value} label={type.label} />
          ))}
        </Stack>
      </Radio.Group>
      <CredentialsFields field={field} newPassword />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
      </SimpleGrid>
      {auth.form.getValues().accountType === 'veteran' ? null : (
        <>
          <TextInput
            label="Company or organization"
            autoComplete="organization"
            {...field('companyName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
            <TextInput label="Website" type="url" autoComplete="url" {...field('website')} />
          </SimpleGrid>
        </>
      )}
    </AuthForm>
  );
}
