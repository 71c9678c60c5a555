import { Button, List, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FormProblem } from '../../components/forms/FormProblem';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { showToast } from '../../components/toasts';
import { deleteMyAccount } from '../../data/account';
import { DELETE_PHRASE, deleteAccountSchema } from './accountSchemas';
import { AccountForm } from './AccountForm';
import { useAccountChange } from './useAccountChange';

/** Deleting the account, after the person types the phrase; what happens is said first. */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const form = useSchemaForm<{ confirm: string }>({
    schema: deleteAccountSchema,
    initialValues: { confirm: '' },
  });
  const { problem, busy, submit } = useAccountChange(form, async ({ confirm }) => {
    const refused = await deleteMyAccount(confirm);
    if (!refused) {
      showToast({ title: 'Your account is deleted', color: 'green' });
      void navigate('/', { replace: true });
    }
    return refused;
  });
  return (
    <AccountForm
      id="delete-account-heading"
      heading="Delete your account"
      maw="40rem"
      onSubmit={submit}
    >
      <Text>This cannot be undone. When you delete your account:</Text>
      <List>
        <List.Item>a monthly gift you give is cancelled, so you are not charged again;</List.Item>
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
    </AccountForm>
  );
}
