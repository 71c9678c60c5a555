import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { focusFirstError, useSchemaForm } from '../../components/forms/useSchemaForm';
import { changePassword } from '../../data/account';
import { changePasswordSchema, type ChangePasswordValues } from './accountSchemas';

/** A new password, after the current one. Passwords are never kept as a draft. */
export function ChangePasswordForm() {
  const form = useSchemaForm<ChangePasswordValues>({
    schema: changePasswordSchema,
    initialValues: { current: '', password: '', confirm: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = form.onSubmit(
    async (values) => {
      setBusy(true);
      setDone(false);
      const refused = await changePassword(values.current, values.password);
      setBusy(false);
      setProblem(refused);
      if (refused) return;
      form.reset();
      setDone(true);
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
      <Stack gap="sm" maw="32rem">
        <Title order={3} id="change-password-heading">
          Change your password
        </Title>
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
      </Stack>
    </form>
  );
}
