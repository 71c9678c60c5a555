import { Badge, List, Text } from '@mantine/core';
import { useOutbox } from '../../data/outbox/useOutbox';
import type { OutboxEntry } from '../../data/localDb';
import { kindWords, LISTING_TABLES } from './ownListings';
import type { ItemEventTable } from '../../data/itemEvents';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

function isListingTable(table: string): table is ItemEventTable {
  return (LISTING_TABLES as readonly string[]).includes(table);
}

/** What an entry is, in the partner's words. */
export function describeEntry(entry: OutboxEntry & { table: ItemEventTable }): string {
  const kind = kindWords(entry.table, 'singular');
  const p = entry.payload;
  const name = typeof p.name === 'string' ? p.name : typeof p.title === 'string' ? p.title : null;
  const id = String(p.id);
  if (entry.op === 'update' && 'deleted_at' in p) {
    return t('dashboard.outbox.removal', { kind, id });
  }
  if (entry.op === 'update') {
    return name
      ? t('dashboard.outbox.changes', { kind, name })
      : t('dashboard.outbox.changesNumber', { kind, id });
  }
  return name
    ? t('dashboard.outbox.newNamed', { kind, name })
    : t('dashboard.outbox.new', { kind });
}

/** Listings written on this device that the server has not accepted yet (§ offline writes). */
export function OutboxEntries() {
  const entries = useOutbox();
  const waiting = (entries ?? []).filter(
    (e): e is OutboxEntry & { table: ItemEventTable } =>
      isListingTable(e.table) && e.state !== 'sent',
  );
  if (waiting.length === 0) return null;
  return (
    <PageSection
      id="outbox-heading"
      heading={t('dashboard.outbox.heading', { count: waiting.length })}
      gap="xs"
    >
      <Text>{t('dashboard.outbox.text')}</Text>
      <List spacing="xs">
        {waiting.map((e) => (
          <List.Item key={e.id}>
            {describeEntry(e)}{' '}
            {e.state === 'failed' ? (
              <Badge color="red.9" variant="filled" tt="none">
                {e.error
                  ? t('dashboard.outbox.failedWhy', { error: e.error })
                  : t('dashboard.outbox.failed')}
              </Badge>
            ) : (
              <Badge color="gray.7" variant="filled" tt="none">
                {t(e.state === 'sending' ? 'dashboard.outbox.sending' : 'dashboard.outbox.queued')}
              </Badge>
            )}
          </List.Item>
        ))}
      </List>
    </PageSection>
  );
}
