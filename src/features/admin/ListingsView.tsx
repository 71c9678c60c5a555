import { Badge, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { useState } from 'react';
import {
  CONTENT_TABLES,
  decide,
  findListings,
  type ContentTable,
} from '../../data/admin/moderation';
import { ActionForm } from './ActionForm';
import { ConsoleCard } from './ConsoleCard';
import { FindForm } from './FindForm';
import { FoundList } from './FoundList';
import { itemTitle, kindLabel } from './ListingPreview';
import { useFound } from './useFound';
import { valueLabel } from '../../lib/options';
import { t } from './words';

/** A listing's review status in the page's language ("pending", "approved"…); one not listed as stored. */
const statusLabel = valueLabel(
  new Map([
    ['pending', 'admin.status.pending'],
    ['approved', 'admin.status.approved'],
    ['rejected', 'admin.status.rejected'],
    ['changes_requested', 'admin.status.changesRequested'],
  ]),
  t,
);

/** Find any listing by title and take it down (with a reason) or restore it. */
export function ListingsView() {
  const [table, setTable] = useState<ContentTable>('vet_deals');
  const [text, setText] = useInputState('');
  const found = useFound(() => findListings(table, text.trim()));

  return (
    <Stack gap="lg">
      <FindForm
        found={found}
        label={t('admin.listings.find')}
        submitLabel={t('admin.listings.submit')}
      >
        <NativeSelect
          label={t('admin.kindLabel')}
          value={table}
          onChange={(e) => setTable(e.currentTarget.value as ContentTable)}
          data={CONTENT_TABLES.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        />
        <TextInput label={t('admin.listings.titleContains')} value={text} onChange={setText} />
      </FindForm>
      <FoundList found={found} empty={t('admin.listings.empty')} label={t('admin.listings.label')}>
        {(row) => {
          const removed = row.deleted_at !== null && row.deleted_at !== undefined;
          const id = Number(row.id);
          return (
            <ConsoleCard key={id}>
              <Group gap="sm">
                <Text fw={700}>{itemTitle(table, row)}</Text>
                <Badge variant="outline" color="dark">
                  {removed ? t('admin.listings.takenDown') : statusLabel(String(row.status))}
                </Badge>
                {row.owner_suspended === true ? (
                  <Badge variant="outline" color="dark">
                    {t('admin.listings.ownerSuspended')}
                  </Badge>
                ) : null}
              </Group>
              {typeof row.review_note === 'string' ? (
                <Text>{t('admin.listings.note', { note: row.review_note })}</Text>
              ) : null}
              <ActionForm
                textLabel={
                  removed ? t('admin.listings.noteOptional') : t('admin.listings.takeDownReason')
                }
                onDone={found.done}
                actions={[
                  removed
                    ? {
                        label: t('admin.listings.restore'),
                        done: t('admin.listings.restored'),
                        run: () => decide(table, id, 'restore'),
                      }
                    : {
                        label: t('admin.decision.takeDown'),
                        needsText: t('admin.decision.takeDownReason'),
                        done: t('admin.decision.takenDown'),
                        run: (reason) => decide(table, id, 'take_down', reason),
                      },
                ]}
              />
            </ConsoleCard>
          );
        }}
      </FoundList>
    </Stack>
  );
}
