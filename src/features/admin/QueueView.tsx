import { Badge, Group, Text, Title } from '@mantine/core';
import { decide, fetchQueue } from '../../data/admin/moderation';
import { ActionForm } from './ActionForm';
import { currentLocale } from '../../lib/i18n';
import { ListingPreview, kindLabel } from './ListingPreview';
import { ConsoleCard } from './ConsoleCard';
import { ReviewList } from './ReviewList';
import { useQueueLookers } from './useQueueLookers';
import { when } from './when';
import { t } from './words';

/**
 * Every pending service, VetDeal, article and job, oldest first, live. An item this admin
 * focuses or touches is shared with the other admins, whose names show on the items they are on,
 * so two people do not review the same post at once.
 */
export function QueueView() {
  const { lookers, look } = useQueueLookers();
  const words = {
    load: { loading: t('admin.queue.loading'), failed: t('admin.queue.failed') },
    empty: t('admin.queue.empty'),
    label: t('admin.queue.label'),
  };
  const names = new Intl.ListFormat(currentLocale(), { type: 'conjunction' });
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
                {kindLabel(item.table)}
              </Badge>
              <Text size="sm">{t('admin.queue.since', { time: when(item.since) })}</Text>
              {others && (
                <Text size="sm" fw={700}>
                  {t('admin.queue.lookers', { names: names.format(others) })}
                </Text>
              )}
            </Group>
            <ListingPreview table={item.table} row={item.row} />
            <Title order={4} className="visually-hidden">
              {t('admin.queue.decision')}
            </Title>
            <ActionForm
              textLabel={t('admin.queue.textLabel')}
              onDone={done}
              actions={[
                {
                  label: t('admin.queue.approve'),
                  variant: 'filled',
                  done: t('admin.queue.approved'),
                  run: () => decide(item.table, item.id, 'approve'),
                },
                {
                  label: t('admin.queue.reject'),
                  needsText: t('admin.queue.rejectReason'),
                  done: t('admin.queue.rejected'),
                  run: (text) => decide(item.table, item.id, 'reject', text),
                },
                {
                  label: t('admin.decision.requestChanges'),
                  needsText: t('admin.queue.changesReason'),
                  done: t('admin.queue.changesRequested'),
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
