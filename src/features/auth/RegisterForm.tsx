import { SimpleGrid, TextInput } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { showToast } from '../../components/toasts';
import { registerAccount } from '../../data/authApi';
import { AuthForm } from './AuthForm';
import { CredentialsFields } from './CredentialsFields';
import { credentialsSchema, normalizeEmail } from './loginValidation';
import { registrationFailure } from './registrationErrors';
import { useAuthForm } from './useAuthForm';

const EMPTY = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  website: '',
};

/** The §3 registration payload; accountType is 'business' (a partner account). */
export function RegisterForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuthForm(credentialsSchema, EMPTY, async (values) => {
    const result = await registerAccount({
      email: normalizeEmail(values.email),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      companyName: values.companyName.trim(),
      phone: values.phone.trim(),
      website: values.website.trim(),
      accountType: 'business',
    });
    if (!result.ok) {
      const failure = registrationFailure(result.error);
      showToast({ ...failure, color: 'red' });
      return `${failure.title} ${failure.description}`;
    }
    void navigate(safeRedirectTarget(location.search), { replace: true });
    return null;
  });
  const field = auth.fieldProps;

  return (
    <AuthForm
      labelledBy="register-form-heading"
      problemTitle="Could not create the account"
      auth={auth}
      submitLabel="Create account"
    >
      <CredentialsFields field={field} newPassword />
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
    </AuthForm>
  );
}
