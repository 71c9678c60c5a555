import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { decide, fetchQueue } from '../../data/admin/moderation';
import { ActionForm } from './ActionForm';
import { ListingPreview, KIND_LABEL } from './ListingPreview';
import { LoadedView } from './LoadedView';
import { Announcer } from './Announcer';
import { useAdminLoad } from './useAdminLoad';
import { useQueueLookers } from './useQueueLookers';
import { when } from './when';

/**
 * Every pending service, VetDeal, article and job, oldest first, live. An item this admin
 * focuses or touches is shared with the other admins, whose names show on the items they are on,
 * so two people do not review the same post at once.
 */
export function QueueView() {
  const { state, reload } = useAdminLoad(fetchQueue, 'queue', true);
  const { lookers, look } = useQueueLookers();
  const [message, setMessage] = useState('');
  const done = (text: string) => {
    setMessage(text);
    reload();
  };
  return (
    <Stack gap="lg">
      <Announcer message={message} />
      <LoadedView state={state} label="review queue">
        {(items) =>
          items.length === 0 ? (
            <Text>Nothing is waiting for review.</Text>
          ) : (
            <Stack
              gap="lg"
              component="ol"
              className="plain-list"
              aria-label="Waiting for review, oldest first"
            >
              {items.map((item) => {
                const key = `${item.table}:${item.id}`;
                const others = lookers.get(key);
                return (
                  <Card
                    key={key}
                    component="li"
                    withBorder
                    padding="lg"
                    onFocus={() => look(key)}
                    onPointerDown={() => look(key)}
                  >
                    <Stack gap="md">
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
                    </Stack>
                  </Card>
                );
              })}
            </Stack>
          )
        }
      </LoadedView>
    </Stack>
  );
}
