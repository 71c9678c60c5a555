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
import { KIND_LABEL, itemTitle } from './ListingPreview';
import { useFound } from './useFound';

/** Find any listing by title and take it down (with a reason) or restore it. */
export function ListingsView() {
  const [table, setTable] = useState<ContentTable>('vet_deals');
  const [text, setText] = useInputState('');
  const found = useFound(() => findListings(table, text.trim()));

  return (
    <Stack gap="lg">
      <FindForm found={found} label="Find a listing" submitLabel="Find listings">
        <NativeSelect
          label="Kind"
          value={table}
          onChange={(e) => setTable(e.currentTarget.value as ContentTable)}
          data={CONTENT_TABLES.map((t) => ({ value: t, label: KIND_LABEL[t] }))}
        />
        <TextInput label="Title contains" value={text} onChange={setText} />
      </FindForm>
      <FoundList found={found} empty="No listing matches." label="Listings found">
        {(row) => {
          const removed = row.deleted_at !== null && row.deleted_at !== undefined;
          const id = Number(row.id);
          return (
            <ConsoleCard key={id}>
              <Group gap="sm">
                <Text fw={700}>{itemTitle(table, row)}</Text>
                <Badge variant="outline" color="dark">
                  {removed ? 'Taken down' : String(row.status)}
                </Badge>
                {row.owner_suspended === true ? (
                  <Badge variant="outline" color="dark">
                    Owner suspended
                  </Badge>
                ) : null}
              </Group>
              {typeof row.review_note === 'string' ? <Text>Note: {row.review_note}</Text> : null}
              <ActionForm
                textLabel={removed ? 'Note (optional)' : 'Reason for the take-down'}
                onDone={found.done}
                actions={[
                  removed
                    ? {
                        label: 'Restore',
                        done: 'Restored: it is public again if it was live.',
                        run: () => decide(table, id, 'restore'),
                      }
                    : {
                        label: 'Take down',
                        needsText: 'Write the reason for the take-down: the owner sees it.',
                        done: 'Taken down. It has left every public list.',
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
