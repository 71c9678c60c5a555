import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { AuditView } from './AuditView';
import { ErrorReportsView } from './ErrorReportsView';
import { InboxView } from './InboxView';
import { ListingsView } from './ListingsView';
import { NewsletterView } from './NewsletterView';
import { PartnersView } from './PartnersView';
import { PeopleView } from './PeopleView';
import { QueueView } from './QueueView';
import { ReportsView } from './ReportsView';
import { t } from './words';

/** The console's views: `value` is kept in the URL, `label` is the message id of its name. */
export const ADMIN_VIEWS = [
  { value: 'queue', label: 'admin.views.queue', View: QueueView },
  { value: 'reports', label: 'admin.views.reports', View: ReportsView },
  { value: 'partners', label: 'admin.views.partners', View: PartnersView },
  { value: 'listings', label: 'admin.views.listings', View: ListingsView },
  { value: 'inbox', label: 'admin.views.inbox', View: InboxView },
  { value: 'newsletter', label: 'admin.views.newsletter', View: NewsletterView },
  { value: 'people', label: 'admin.views.people', View: PeopleView },
  { value: 'audit', label: 'admin.views.audit', View: AuditView },
  { value: 'errors', label: 'admin.views.errors', View: ErrorReportsView },
] as const;

/** The staff console: one tab per job, the open tab kept in the URL (?view=) so it can be shared. */
export default function AdminPage() {
  const [params, setParams] = useSearchParams();
  const current = ADMIN_VIEWS.find((v) => v.value === params.get('view')) ?? ADMIN_VIEWS[0];
  return (
    <Stack gap="lg">
      <PageHeader intro={t('admin.page.intro')} />
      <Tabs
        value={current.value}
        onChange={(value) => value && setParams({ view: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('admin.page.views')}>
          {ADMIN_VIEWS.map((v) => (
            <Tabs.Tab key={v.value} value={v.value}>
              {t(v.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADMIN_VIEWS.map(({ value, label, View }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <h2 className="visually-hidden">{t(label)}</h2>
            <View />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
