import { Badge, List, Text } from '@mantine/core';
import { useOutbox } from '../../data/outbox/useOutbox';
import type { OutboxEntry } from '../../data/localDb';
import { recordOfTable } from '../../data/records';
import { LISTING_TABLES } from './ownListings';
import type { ItemEventTable } from '../../data/itemEvents';
import { PageSection } from '../../components/PageSection';

function isListingTable(table: string): table is ItemEventTable {
  return (LISTING_TABLES as readonly string[]).includes(table);
}

/** What an entry is, in the partner's words. */
export function describeEntry(entry: OutboxEntry & { table: ItemEventTable }): string {
  const kind = recordOfTable(entry.table).label.singular;
  const p = entry.payload;
  const name = typeof p.name === 'string' ? p.name : typeof p.title === 'string' ? p.title : null;
  if (entry.op === 'update' && 'deleted_at' in p) return `Removal of ${kind} #${String(p.id)}`;
  if (entry.op === 'update') return `Changes to ${kind} ${name ?? `#${String(p.id)}`}`;
  return `New ${kind}${name ? `: ${name}` : ''}`;
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
      heading={`Waiting on this device (${waiting.length})`}
      gap="xs"
    >
      <Text>
        These are saved on this device and are sent when you are online. Failed ones need a change
        before they can be sent again.
      </Text>
      <List spacing="xs">
        {waiting.map((e) => (
          <List.Item key={e.id}>
            {describeEntry(e)}{' '}
            {e.state === 'failed' ? (
              <Badge color="red.9" variant="filled" tt="none">
                Failed{e.error ? `: ${e.error}` : ''}
              </Badge>
            ) : (
              <Badge color="gray.7" variant="filled" tt="none">
                {e.state === 'sending' ? 'Sending' : 'Queued offline'}
              </Badge>
            )}
          </List.Item>
        ))}
      </List>
    </PageSection>
  );
}
