import { PasswordInput, TextInput } from '@mantine/core';

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
        label="Email address"
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <PasswordInput
        label="Password"
        description={newPassword ? 'At least 6 characters.' : undefined}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        required
        {...field('password')}
      />
    </>
  );
}
