import { TextInput } from '@mantine/core';
import { PasswordField } from '../../components/forms/PasswordField';
import { MIN_PASSWORD_LENGTH } from '../../components/forms/credentialRules';
import { t } from './words';

interface CredentialsFieldsProps {
  /** From useAuthForm: value, change handler and invalid state of a field. */
  field: (path: 'email' | 'password') => object;
  /** A new account's password gets the length rule and the browser's password suggestion. */
  newPassword?: boolean;
}

/** The email address and password that sign-in and registration both ask for. */
export function CredentialsFields({ field, newPassword }: CredentialsFieldsProps) {
  return (
    <>
      <TextInput
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <PasswordField
        label={t('auth.field.password')}
        description={
          newPassword ? t('auth.field.passwordRule', { min: MIN_PASSWORD_LENGTH }) : undefined
        }
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        required
        {...field('password')}
      />
    </>
  );
}
