import { List } from '@mantine/core';
import type { Person } from '../../data/admin/accounts';
import { LinkedText } from '../../components/content/LinkedText';
import { safeHttpUrl } from '../../lib/safeUrl';
import { when } from './when';
import { t } from './words';

/** Where a partner's review stands, by `partner_status` (message ids). */
const PARTNER_STATE: Record<string, string> = {
  unreviewed: 'admin.person.unreviewed',
  approved: 'admin.person.approved',
  suspended: 'admin.person.suspended',
};

/** A user type, by its stored value (message ids). */
const USER_TYPE: Record<string, string> = {
  veteran: 'admin.userType.veteran',
  partner: 'admin.userType.partner',
  both: 'admin.userType.both',
  public: 'admin.userType.public',
};

/** What an admin checks before a partner review: who, which company, how to reach them. */
export function PersonFacts({ person }: { person: Person }) {
  const website = safeHttpUrl(person.website);
  const none = t('admin.person.none');
  const state = PARTNER_STATE[person.partner_status];
  const userType = USER_TYPE[person.user_type];
  return (
    <List spacing={4}>
      <List.Item>{t('admin.person.email', { email: person.email })}</List.Item>
      <List.Item>{t('admin.person.company', { company: person.company_name ?? none })}</List.Item>
      <List.Item>
        {website ? (
          <LinkedText message={t('admin.person.website', { website })} links={[website]} />
        ) : (
          t('admin.person.noWebsite')
        )}
      </List.Item>
      <List.Item>{t('admin.person.phone', { phone: person.phone ?? none })}</List.Item>
      <List.Item>
        {t('admin.person.userType', { type: userType ? t(userType) : person.user_type })}
      </List.Item>
      <List.Item>{state ? t(state) : person.partner_status}</List.Item>
      {person.verified_veteran !== undefined ? (
        <List.Item>
          {person.verified_veteran
            ? t('admin.person.veteranVerified')
            : t('admin.person.veteranNotVerified')}
        </List.Item>
      ) : null}
      {person.listings !== undefined ? (
        <List.Item>{t('admin.person.listings', { count: person.listings })}</List.Item>
      ) : null}
      {person.pending_deals !== undefined ? (
        <List.Item>{t('admin.person.pendingDeals', { count: person.pending_deals })}</List.Item>
      ) : null}
      <List.Item>{t('admin.person.joined', { time: when(person.created_at) })}</List.Item>
    </List>
  );
}
