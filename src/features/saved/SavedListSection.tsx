import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { SavedItem, SavedList } from '../../data/localDb';
import { clearSaved, removeSaved } from '../../data/saved/savedItems';
import { SAVED_PURGE_MS } from '../../data/saved/savedCleanup';
import { useSavedList } from '../../data/saved/useSaved';
import { InternalLink } from '../../components/InternalLink';
import { currentLocale } from '../../lib/i18n';
import { savedHref, savedTitle } from './savedLinks';
import { t } from './words';

/** A list and where to find more; title, name, from and linkText are message ids. */
export interface SavedListInfo {
  list: SavedList;
  title: string;
  name: string;
  from: string;
  to: string;
  linkText: string;
}

function purgeDate(item: SavedItem): string {
  const gone = item.deletedAt ? Date.parse(item.deletedAt) : Date.now();
  const dateFormat = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' });
  return dateFormat.format(new Date(gone + SAVED_PURGE_MS));
}

/** One of the four saved lists, read live from this device. */
export function SavedListSection({ info }: { info: SavedListInfo }) {
  const items = useSavedList(info.list);
  const headingId = `saved-${info.list}`;
  const count = items?.length ?? 0;
  const title = t(info.title);
  const name = t(info.name);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            {items ? (
              <Badge variant="outline" size="lg" tt="none">
                {t('saved.list.count', { count })}
              </Badge>
            ) : null}
          </Group>
          {count > 0 ? (
            <Button variant="subtle" onClick={() => void clearSaved(info.list)}>
              {t('saved.list.clear', { list: name })}
            </Button>
          ) : null}
        </Group>
        {items === undefined ? <Text>{t('saved.list.loading')}</Text> : null}
        {items && count === 0 ? <Text>{t('saved.list.empty', { from: t(info.from) })}</Text> : null}
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
                          {t('saved.item.gone')}
                        </Badge>
                      </Text>
                    ) : (
                      <InternalLink to={savedHref(info.list, item)}>
                        {savedTitle(item)}
                      </InternalLink>
                    )}
                    {item.isDeleted ? (
                      <Text size="sm">{t('saved.item.goneNote', { date: purgeDate(item) })}</Text>
                    ) : null}
                  </Stack>
                  <Button
                    variant="outline"
                    size="compact-sm"
                    onClick={() => void removeSaved(info.list, item.id)}
                    aria-label={t('saved.item.removeFrom', {
                      title: savedTitle(item),
                      list: name,
                    })}
                  >
                    {t('saved.item.remove')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        <Text>
          <InternalLink to={info.to}>{t(info.linkText)}</InternalLink>
        </Text>
      </Stack>
    </Paper>
  );
}
