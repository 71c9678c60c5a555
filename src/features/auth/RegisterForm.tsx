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
import { t } from './words';

/**
 * The §3 accountType values; 'business' (a partner) is the default, as for clients that send none.
 * Labels are message ids.
 */
const ACCOUNT_TYPES = [
  { value: 'veteran', label: 'auth.register.typeVeteran' },
  { value: 'business', label: 'auth.register.typeBusiness' },
  { value: 'both', label: 'auth.register.typeBoth' },
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
      <Alert color="blue" role="status" title={t('auth.checkEmail')}>
        <Text>{t('auth.register.sent', { email: confirmTo })}</Text>
        <Text mt="sm">
          <InternalLink to="/auth">{t('auth.register.goSignIn')}</InternalLink>
        </Text>
      </Alert>
    );
  }

  return (
    <AuthForm
      labelledBy="register-form-heading"
      problemTitle={t('auth.register.problemTitle')}
      auth={auth}
      submitLabel={t('auth.register.submit')}
    >
      <Radio.Group label={t('auth.register.iAm')} {...auth.form.getInputProps('accountType')}>
        <Stack gap="xs" mt="xs">
          {ACCOUNT_TYPES.map((type) => (
            <Radio key={type.value} value={type.value} label={t(type.label)} />
          ))}
        </Stack>
      </Radio.Group>
      <CredentialsFields field={field} newPassword />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('auth.register.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextInput
          label={t('auth.register.lastName')}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </SimpleGrid>
      {auth.form.getValues().accountType === 'veteran' ? null : (
        <>
          <TextInput
            label={t('auth.register.company')}
            autoComplete="organization"
            {...field('companyName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('auth.register.phone')}
              type="tel"
              autoComplete="tel"
              {...field('phone')}
            />
            <TextInput
              label={t('auth.register.website')}
              type="url"
              autoComplete="url"
              {...field('website')}
            />
          </SimpleGrid>
        </>
      )}
    </AuthForm>
  );
}
