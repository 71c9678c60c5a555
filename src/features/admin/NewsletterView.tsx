import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { fetchSubscribers, unsubscribe, type Subscriber } from '../../data/admin/inbox';
import { toCsv } from '../../lib/csv';
import { Announcer } from './Announcer';
import { LoadedView } from './LoadedView';
import { useAdminLoad } from './useAdminLoad';
import { when } from './when';

function download(subscribers: Subscriber[]) {
  const csv = toCsv(
    ['email', 'source', 'subscribed_at', 'unsubscribed_at'],
    subscribers.map((s) => [s.email, s.source, s.created_at, s.unsubscribed_at]),
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `vethub-newsletter-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Everyone who signed up, with when and where; unsubscribe and CSV export. */
export function NewsletterView() {
  const { state, reload } = useAdminLoad(fetchSubscribers, 'newsletter');
  const [message, setMessage] = useState('');
  async function stop(subscriber: Subscriber) {
    try {
      await unsubscribe(subscriber.id);
      setMessage(`${subscriber.email} is unsubscribed.`);
      reload();
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : 'That did not work.');
    }
  }
  return (
    <Stack gap="md">
      <Announcer message={message} />
      <LoadedView state={state} label="subscribers">
        {(subscribers) => (
          <Stack gap="md">
            <Group>
              <Text>
                {subscribers.filter((s) => !s.unsubscribed_at).length} subscribed,{' '}
                {subscribers.filter((s) => s.unsubscribed_at).length} unsubscribed.
              </Text>
              <Button variant="outline" onClick={() => download(subscribers)}>
                Export as CSV
              </Button>
            </Group>
            <DataTable
              label="Newsletter subscribers"
              striped
              columns={['Email', 'Source', 'Subscribed', 'Status']}
              rows={subscribers}
              rowKey={(s) => s.id}
              cells={(s) => [
                s.email,
                s.source ?? '—',
                when(s.created_at),
                s.unsubscribed_at ? (
                  `Unsubscribed ${when(s.unsubscribed_at)}`
                ) : (
                  <Button size="compact-sm" variant="outline" onClick={() => void stop(s)}>
                    Unsubscribe <span className="visually-hidden">{s.email}</span>
                  </Button>
                ),
              ]}
            />
          </Stack>
        )}
      </LoadedView>
    </Stack>
  );
}
