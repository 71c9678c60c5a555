import { Button, List, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FormProblem } from '../../components/forms/FormProblem';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { showToast } from '../../components/toasts';
import { deleteMyAccount } from '../../data/account';
import { deleteAccountSchema, deletePhrase } from './accountSchemas';
import { AccountForm } from './AccountForm';
import { useAccountChange } from './useAccountChange';
import { t } from './words';

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
      showToast({ title: t('dashboard.delete.deleted'), color: 'green' });
      void navigate('/', { replace: true });
    }
    return refused;
  });
  return (
    <AccountForm
      id="delete-account-heading"
      heading={t('dashboard.delete.heading')}
      maw="40rem"
      onSubmit={submit}
    >
      <Text>{t('dashboard.delete.intro')}</Text>
      <List>
        <List.Item>{t('dashboard.delete.gift')}</List.Item>
        <List.Item>{t('dashboard.delete.listings')}</List.Item>
        <List.Item>{t('dashboard.delete.reviews')}</List.Item>
        <List.Item>{t('dashboard.delete.profile')}</List.Item>
        <List.Item>{t('dashboard.delete.device')}</List.Item>
      </List>
      <FormProblem title={t('dashboard.delete.notDeleted')} problem={problem} />
      <TextInput
        {...form.getInputProps('confirm')}
        label={t('dashboard.delete.type', { phrase: deletePhrase() })}
        autoComplete="off"
      />
      <Button type="submit" color="red.9" loading={busy} style={{ alignSelf: 'flex-start' }}>
        {t('dashboard.delete.button')}
      </Button>
    </AccountForm>
  );
}
