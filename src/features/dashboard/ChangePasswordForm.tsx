import { Button, PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { MIN_PASSWORD_LENGTH } from '../../components/forms/credentialRules';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { changePassword } from '../../data/account';
import { changePasswordSchema, type ChangePasswordValues } from './accountSchemas';
import { AccountForm } from './AccountForm';
import { useAccountChange } from './useAccountChange';
import { t } from './words';

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
    <AccountForm
      id="change-password-heading"
      heading={t('dashboard.password.heading')}
      onSubmit={submit}
    >
      <FormProblem title={t('dashboard.password.notChanged')} problem={problem} />
      {done ? <Text role="status">{t('dashboard.password.changed')}</Text> : null}
      <PasswordInput
        {...form.getInputProps('current')}
        label={t('dashboard.password.current')}
        autoComplete="current-password"
      />
      <PasswordInput
        {...form.getInputProps('password')}
        label={t('dashboard.password.new')}
        description={t('dashboard.password.length', { min: MIN_PASSWORD_LENGTH })}
        autoComplete="new-password"
      />
      <PasswordInput
        {...form.getInputProps('confirm')}
        label={t('dashboard.password.again')}
        autoComplete="new-password"
      />
      <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
        {t('dashboard.password.change')}
      </Button>
    </AccountForm>
  );
}
