import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LinkedText } from '../../components/content/LinkedText';
import { DataTable } from '../../components/DataTable';
import { fetchSubscribers, unsubscribe, type Subscriber } from '../../data/admin/inbox';
import { toCsv } from '../../lib/csv';
import { Announcer } from './Announcer';
import { LoadedView } from './LoadedView';
import { useAdminLoad } from './useAdminLoad';
import { when } from './when';
import { t } from './words';

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
      setMessage(t('admin.newsletter.unsubscribed', { email: subscriber.email }));
      reload();
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : t('admin.failed'));
    }
  }
  return (
    <Stack gap="md">
      <Announcer message={message} />
      <LoadedView
        state={state}
        words={{ loading: t('admin.newsletter.loading'), failed: t('admin.newsletter.failed') }}
      >
        {(subscribers) => (
          <Stack gap="md">
            <Group>
              <Text>
                {t('admin.newsletter.counts', {
                  subscribed: subscribers.filter((s) => !s.unsubscribed_at).length,
                  unsubscribed: subscribers.filter((s) => s.unsubscribed_at).length,
                })}
              </Text>
              <Button variant="outline" onClick={() => download(subscribers)}>
                {t('admin.newsletter.export')}
              </Button>
            </Group>
            <DataTable
              label={t('admin.newsletter.label')}
              striped
              columns={[
                t('admin.field.email'),
                t('admin.newsletter.source'),
                t('admin.newsletter.subscribedAt'),
                t('admin.newsletter.status'),
              ]}
              rows={subscribers}
              rowKey={(s) => s.id}
              cells={(s) => [
                s.email,
                s.source ?? '—',
                when(s.created_at),
                s.unsubscribed_at ? (
                  t('admin.newsletter.unsubscribedAt', { time: when(s.unsubscribed_at) })
                ) : (
                  <Button size="compact-sm" variant="outline" onClick={() => void stop(s)}>
                    <LinkedText
                      message={t('admin.newsletter.unsubscribe', { email: s.email })}
                      links={[<span className="visually-hidden" />]}
                    />
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
