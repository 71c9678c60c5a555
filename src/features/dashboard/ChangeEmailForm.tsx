import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { focusFirstError, useSchemaForm } from '../../components/forms/useSchemaForm';
import { changeEmail } from '../../data/account';
import { changeEmailSchema } from './accountSchemas';

/** A new sign-in address: it changes when the person opens the link mailed to it. */
export function ChangeEmailForm({ current }: { current: string | null }) {
  const form = useSchemaForm<{ email: string }>({
    schema: changeEmailSchema,
    initialValues: { email: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = form.onSubmit(
    async ({ email }) => {
      setBusy(true);
      const refused = await changeEmail(email);
      setBusy(false);
      setProblem(refused);
      setSentTo(refused ? null : email.trim());
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-email-heading">
      <Stack gap="sm" maw="32rem">
        <Title order={3} id="change-email-heading">
          Change your email address
        </Title>
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
      </Stack>
    </form>
  );
}
