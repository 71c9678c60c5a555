import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { SavedItem, SavedList } from '../../data/localDb';
import { clearSaved, removeSaved } from '../../data/saved/savedItems';
import { SAVED_PURGE_MS } from '../../data/saved/savedCleanup';
import { useSavedList } from '../../data/saved/useSaved';
import { InternalLink } from '../../components/InternalLink';
import { savedHref, savedTitle } from './savedLinks';

export interface SavedListInfo {
  list: SavedList;
  title: string;
  from: string;
  to: string;
  linkText: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function purgeDate(item: SavedItem): string {
  const gone = item.deletedAt ? Date.parse(item.deletedAt) : Date.now();
  return dateFormat.format(new Date(gone + SAVED_PURGE_MS));
}

/** One of the four saved lists, read live from this device. */
export function SavedListSection({ info }: { info: SavedListInfo }) {
  const items = useSavedList(info.list);
  const headingId = `saved-${info.list}`;
  const count = items?.length ?? 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h3" id={headingId}>
              {info.title}
            </Title>
            {items ? (
              <Badge variant="outline" size="lg" tt="none">
                {count} saved
              </Badge>
            ) : null}
          </Group>
          {count > 0 ? (
            <Button variant="subtle" onClick={() => void clearSaved(info.list)}>
              Clear {info.title.toLowerCase()}
            </Button>
          ) : null}
        </Group>
        {items === undefined ? <Text>Loading your saved items…</Text> : null}
        {items && count === 0 ? <Text>Nothing saved in this list yet. {info.from}</Text> : null}
        {count > 0 ? (
          <List listStyleType="none" spacing="sm">
            {items?.map((item) => (
              <List.Item key={item.id}>
                <Group gap="xs" wrap="wrap" justify="space-between">
                  <Stack gap={2}>
                    {item.isDeleted ? (
                      <Text fw={600}>
                        {savedTitle(item)}{' '}
                        <Badge component="span" color="gray" variant="outline" tt="none">
                          No longer available
                        </Badge>
                      </Text>
                    ) : (
                      <InternalLink to={savedHref(info.list, item)}>
                        {savedTitle(item)}
                      </InternalLink>
                    )}
                    {item.isDeleted ? (
                      <Text size="sm">
                        Removed by its owner. Cleared from this device on {purgeDate(item)}.
                      </Text>
                    ) : null}
                  </Stack>
                  <Button
                    variant="outline"
                    size="compact-sm"
                    onClick={() => void removeSaved(info.list, item.id)}
                    aria-label={`Remove ${savedTitle(item)} from saved ${info.title.toLowerCase()}`}
                  >
                    Remove
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        <Text>
          <InternalLink to={info.to}>{info.linkText}</InternalLink>
        </Text>
      </Stack>
    </Paper>
  );
}
