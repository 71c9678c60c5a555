import { Button, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormProblem } from '../../components/forms/FormProblem';
import { focusFirstError, useSchemaForm } from '../../components/forms/useSchemaForm';
import { showToast } from '../../components/toasts';
import { deleteMyAccount } from '../../data/account';
import { DELETE_PHRASE, deleteAccountSchema } from './accountSchemas';

/** Deleting the account, after the person types the phrase; what happens is said first. */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const form = useSchemaForm<{ confirm: string }>({
    schema: deleteAccountSchema,
    initialValues: { confirm: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = form.onSubmit(
    async ({ confirm }) => {
      setBusy(true);
      const refused = await deleteMyAccount(confirm);
      setBusy(false);
      setProblem(refused);
      if (refused) return;
      showToast({ title: 'Your account is deleted', color: 'green' });
      void navigate('/', { replace: true });
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="delete-account-heading">
      <Stack gap="sm" maw="40rem">
        <Title order={3} id="delete-account-heading">
          Delete your account
        </Title>
        <Text>This cannot be undone. When you delete your account:</Text>
        <List>
          <List.Item>your listings are taken down;</List.Item>
          <List.Item>your reviews stay, signed “Former VetHub member”;</List.Item>
          <List.Item>
            your messages to the team, your newsletter subscription and your profile are removed;
          </List.Item>
          <List.Item>saved items and claims on this device are cleared.</List.Item>
        </List>
        <FormProblem title="Your account was not deleted" problem={problem} />
        <TextInput
          {...form.getInputProps('confirm')}
          label={`Type “${DELETE_PHRASE}” to confirm`}
          autoComplete="off"
        />
        <Button type="submit" color="red.9" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Delete my account
        </Button>
      </Stack>
    </form>
  );
}
