import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { profileAtom } from '../../data/authProfile';
import { AccountCheckStatus } from '../../components/AccountCheckStatus';
import { ErrorPage } from '../../components/errors/ErrorPage';
import { t } from '../words';

/** Admins see the page; anyone else signed in gets the 403 page. The server checks again. */
export function AdminOnly({ page: Page }: { page: ComponentType }) {
  const profile = useAtomValue(profileAtom);
  if (profile.status === 'ready') {
    return profile.profile.isAdmin ? (
      <Page />
    ) : (
      <ErrorPage status={403} message={t('app.error.adminOnly')} />
    );
  }
  if (profile.status === 'unavailable') {
    return <ErrorPage status={403} message={t('app.error.adminUnchecked')} />;
  }
  return <AccountCheckStatus />;
}
