import { Divider } from '@mantine/core';
import { PageSection } from '../../components/PageSection';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { MyDataPanel } from './MyDataPanel';
import { useAccount } from './useAccount';
import { t } from './words';

/** Password, address, a copy of one's data and deleting the account: on both dashboards. */
export function AccountSettings() {
  const { userId, email } = useAccount();
  if (!userId) return null;
  return (
    <PageSection id="account-heading" heading={t('dashboard.account.heading')}>
      <ChangePasswordForm />
      <Divider />
      <ChangeEmailForm current={email} />
      <Divider />
      <MyDataPanel userId={userId} />
      <Divider />
      <DeleteAccountForm />
    </PageSection>
  );
}
