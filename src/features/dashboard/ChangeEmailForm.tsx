import { Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { changeEmail } from '../../data/account';
import { changeEmailSchema } from './accountSchemas';
import { AccountForm } from './AccountForm';
import { useAccountChange } from './useAccountChange';
import { t } from './words';

/** A new sign-in address: it changes when the person opens the link mailed to it. */
export function ChangeEmailForm({ current }: { current: string | null }) {
  const form = useSchemaForm<{ email: string }>({
    schema: changeEmailSchema,
    initialValues: { email: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { problem, busy, submit } = useAccountChange(form, async ({ email }) => {
    const refused = await changeEmail(email);
    setSentTo(refused ? null : email.trim());
    return refused;
  });
  return (
    <AccountForm id="change-email-heading" heading={t('dashboard.email.heading')} onSubmit={submit}>
      {current ? <Text>{t('dashboard.email.current', { email: current })}</Text> : null}
      <FormProblem title={t('dashboard.email.notChanged')} problem={problem} />
      {sentTo ? <Text role="status">{t('dashboard.email.sent', { email: sentTo })}</Text> : null}
      <TextInput
        {...form.getInputProps('email')}
        label={t('dashboard.email.label')}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
        {t('dashboard.email.send')}
      </Button>
    </AccountForm>
  );
}
