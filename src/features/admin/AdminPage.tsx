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

export const ADMIN_VIEWS = [
  { value: 'queue', label: 'Review queue', View: QueueView },
  { value: 'reports', label: 'Reports', View: ReportsView },
  { value: 'partners', label: 'Partner review', View: PartnersView },
  { value: 'listings', label: 'Take down / restore', View: ListingsView },
  { value: 'inbox', label: 'Inbox', View: InboxView },
  { value: 'newsletter', label: 'Newsletter', View: NewsletterView },
  { value: 'people', label: 'People', View: PeopleView },
  { value: 'audit', label: 'Audit log', View: AuditView },
  { value: 'errors', label: 'Error reports', View: ErrorReportsView },
] as const;

/** The staff console: one tab per job, the open tab kept in the URL (?view=) so it can be shared. */
export default function AdminPage() {
  const [params, setParams] = useSearchParams();
  const current = ADMIN_VIEWS.find((v) => v.value === params.get('view')) ?? ADMIN_VIEWS[0];
  return (
    <Stack gap="lg">
      <PageHeader intro="Review what partners post, answer visitors and keep VetHub trustworthy. Every action here is recorded in the audit log. Moderation needs a connection." />
      <Tabs
        value={current.value}
        onChange={(value) => value && setParams({ view: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label="Console views">
          {ADMIN_VIEWS.map((v) => (
            <Tabs.Tab key={v.value} value={v.value}>
              {v.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADMIN_VIEWS.map(({ value, label, View }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <h2 className="visually-hidden">{label}</h2>
            <View />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
