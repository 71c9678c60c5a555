import { Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { changeEmail } from '../../data/account';
import { changeEmailSchema } from './accountSchemas';
import { AccountForm } from './AccountForm';
import { useAccountChange } from './useAccountChange';

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
    <AccountForm id="change-email-heading" heading="Change your email address" onSubmit={submit}>
      {current ? <Text>You sign in with {current}.</Text> : null}
      <FormProblem title="Your email address was not changed" problem={problem} />
      {sentTo ? (
        <Text role="status">
          We sent a link to {sentTo}. Your address changes when you open it.
        </Text>
      ) : null}
      <TextInput
        {...form.getInputProps('email')}
        label="New email address"
        type="email"
        autoComplete="email"
      />
      <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
        Send the confirmation link
      </Button>
    </AccountForm>
  );
}
