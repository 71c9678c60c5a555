/**
 * A directory's results: loading and error states, the pager above and below, the cards in a
 * grid, or the page's own empty state when nothing matches.
 */
import { SimpleGrid } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { ParsedListState } from '../data/query/useParsedQuery';
import { ListPager } from './ListPager';
import { ListError, ListLoading } from './ListStatus';
import { t } from './directory/words';

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
        {pager}
        {empty}
      </>
    );
  }
  return (
    <>
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
