/**
 * A directory's results: loading and error states, the pager above and below, the cards in a
 * grid, or the page's own empty state when nothing matches.
 */
import { SimpleGrid, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { ParsedListState } from '../data/query/useParsedQuery';
import { ListPager } from './ListPager';
import { ListError, ListLoading } from './ListStatus';
import { t } from './directory/words';
import { currentLocale } from '../lib/i18n';

interface DirectoryResultsProps<T extends { id: number }> {
  list: ParsedListState<T>;
  page: number;
  /** What is listed, plural: "deals", "articles", "jobs". */
  noun: string;
  onPage: (page: number) => void;
  renderItem: (row: T) => ReactNode;
  empty: ReactNode;
}

export function DirectoryResults<T extends { id: number }>({
  list,
  page,
  noun,
  onPage,
  renderItem,
  empty,
}: DirectoryResultsProps<T>) {
  // A list page paints this state first: the room keeps what follows from jumping when it arrives.
  if (list.status === 'loading')
    return <ListLoading label={t('components.list.loading', { noun })} mih="60vh" />;
  if (list.status === 'error') {
    return <ListError title={t('components.list.failed', { noun })} message={list.message} />;
  }
  // Offline on a device that keeps part of a large directory: say what this list is drawn from.
  const onDevice =
    list.source === 'working-set' ? (
      <Text data-testid="list-on-device">
        {t('components.list.onDevice', {
          count: list.total.toLocaleString(currentLocale()),
          noun,
          all: (list.serverTotal ?? list.total).toLocaleString(currentLocale()),
        })}
      </Text>
    ) : null;
  const pager = (
    <ListPager
      page={page}
      total={list.total}
      estimated={list.estimated}
      noun={noun}
      onPage={onPage}
    />
  );
  if (list.rows.length === 0) {
    return (
      <>
        {onDevice}
        {pager}
        {empty}
      </>
    );
  }
  return (
    <>
      {onDevice}
      {pager}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="directory-list">
        {list.rows.map((row) => (
          <Fragment key={row.id}>{renderItem(row)}</Fragment>
        ))}
      </SimpleGrid>
      {pager}
    </>
  );
}
