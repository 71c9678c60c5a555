import { Button, PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { changePassword } from '../../data/account';
import { changePasswordSchema, type ChangePasswordValues } from './accountSchemas';
import { AccountForm } from './AccountForm';
import { useAccountChange } from './useAccountChange';

/** A new password, after the current one. Passwords are never kept as a draft. */
export function ChangePasswordForm() {
  const form = useSchemaForm<ChangePasswordValues>({
    schema: changePasswordSchema,
    initialValues: { current: '', password: '', confirm: '' },
  });
  const [done, setDone] = useState(false);
  const { problem, busy, submit } = useAccountChange(form, async (values) => {
    setDone(false);
    const refused = await changePassword(values.current, values.password);
    if (!refused) {
      form.reset();
      setDone(true);
    }
    return refused;
  });
  return (
    <AccountForm id="change-password-heading" heading="Change your password" onSubmit={submit}>
      <FormProblem title="Your password was not changed" problem={problem} />
      {done ? <Text role="status">Your password is changed.</Text> : null}
      <PasswordInput
        {...form.getInputProps('current')}
        label="Current password"
        autoComplete="current-password"
      />
      <PasswordInput
        {...form.getInputProps('password')}
        label="New password"
        description="At least 6 characters."
        autoComplete="new-password"
      />
      <PasswordInput
        {...form.getInputProps('confirm')}
        label="New password again"
        autoComplete="new-password"
      />
      <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
        Change password
      </Button>
    </AccountForm>
  );
}
