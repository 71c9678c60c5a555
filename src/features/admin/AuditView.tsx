import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { fetchAudit } from '../../data/admin/inbox';
import { LoadedTable } from './LoadedTable';
import { useFilter } from './useFilter';
import { when } from './when';

const ACTIONS = [
  'approve',
  'reject',
  'request_changes',
  'take_down',
  'restore',
  'approve_partner',
  'suspend_partner',
  'restore_partner',
  'dismiss_report',
  'take_down_report',
  'request_changes_report',
  'reply',
  'update',
  'insert',
  'delete',
];
const TABLES = [
  'services',
  'vet_deals',
  'blog_posts',
  'unemployment_jobs',
  'profiles',
  'reports',
  'contact_messages',
  'feedback',
  'newsletter_subscribers',
];

const fields = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join('; ')
    : '—';

/** Every admin action, newest first; filter by action, table or who. Nothing here can change. */
export function AuditView() {
  const { bind, state } = useFilter(fetchAudit, true);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Action"
          {...bind('action')}
          data={[{ value: '', label: 'All actions' }, ...ACTIONS]}
        />
        <NativeSelect
          label="Table"
          {...bind('table')}
          data={[{ value: '', label: 'All tables' }, ...TABLES]}
        />
        <TextInput label="Admin email contains" {...bind('actor')} />
      </Group>
      <LoadedTable
        state={state}
        label="audit log"
        empty="No action matches."
        columns={['When', 'Who', 'Action', 'Row', 'Before', 'After', 'Reason']}
        cells={(e) => [
          when(e.at),
          e.actor_email,
          e.action,
          `${e.table_name} #${e.row_id}`,
          fields(e.before),
          fields(e.after),
          e.reason ?? '—',
        ]}
      />
    </Stack>
  );
}
