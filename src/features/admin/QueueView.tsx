import { Badge, Group, Text, Title } from '@mantine/core';
import { decide, fetchQueue } from '../../data/admin/moderation';
import { ActionForm } from './ActionForm';
import { ListingPreview, KIND_LABEL } from './ListingPreview';
import { ConsoleCard } from './ConsoleCard';
import { ReviewList } from './ReviewList';
import { useQueueLookers } from './useQueueLookers';
import { when } from './when';

const words = {
  loading: 'review queue',
  empty: 'Nothing is waiting for review.',
  label: 'Waiting for review, oldest first',
};

/**
 * Every pending service, VetDeal, article and job, oldest first, live. An item this admin
 * focuses or touches is shared with the other admins, whose names show on the items they are on,
 * so two people do not review the same post at once.
 */
export function QueueView() {
  const { lookers, look } = useQueueLookers();
  return (
    <ReviewList load={fetchQueue} name="queue" words={words}>
      {(item, done) => {
        const key = `${item.table}:${item.id}`;
        const others = lookers.get(key);
        return (
          <ConsoleCard
            key={key}
            padding="lg"
            gap="md"
            onFocus={() => look(key)}
            onPointerDown={() => look(key)}
          >
            <Group gap="sm">
              <Badge variant="outline" color="dark">
                {KIND_LABEL[item.table]}
              </Badge>
              <Text size="sm">Waiting since {when(item.since)}</Text>
              {others && (
                <Text size="sm" fw={700}>
                  Also looking at this: {others.join(' and ')}
                </Text>
              )}
            </Group>
            <ListingPreview table={item.table} row={item.row} />
            <Title order={4} className="visually-hidden">
              Decision
            </Title>
            <ActionForm
              textLabel="Reason or note for the partner (needed to reject or request changes)"
              onDone={done}
              actions={[
                {
                  label: 'Approve',
                  variant: 'filled',
                  done: 'Approved: it is now public.',
                  run: () => decide(item.table, item.id, 'approve'),
                },
                {
                  label: 'Reject',
                  needsText: 'Write the reason for the rejection: the partner sees it.',
                  done: 'Rejected. The partner has the reason by mail and on their dashboard.',
                  run: (text) => decide(item.table, item.id, 'reject', text),
                },
                {
                  label: 'Request changes',
                  needsText: 'Write what the partner should change.',
                  done: 'Sent back to the partner for changes.',
                  run: (text) => decide(item.table, item.id, 'request_changes', text),
                },
              ]}
            />
          </ConsoleCard>
        );
      }}
    </ReviewList>
  );
}
