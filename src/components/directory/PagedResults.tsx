import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ParsedListState } from '../../data/query/useParsedQuery';
import { DirectoryResults } from '../DirectoryResults';
import { EmptyState } from '../EmptyState';
import { t } from './words';

export interface UrlFilter<F> {
  filter: F;
  setFilter: (filter: F) => void;
}

export interface PagedResultsProps<F extends { page?: number }, T extends { id: number }> {
  url: UrlFilter<F>;
  list: ParsedListState<T>;
  /** What is listed, plural: "deals", "articles", "jobs". */
  noun: string;
  renderItem: (row: T) => ReactNode;
  /** What to try when nothing matches. */
  emptyText: ReactNode;
  /** The filter "Clear filters" applies when nothing matches; none, no button. */
  clear?: F;
}

/** A directory's results, paged through its URL filter, or what to try when none match. */
export function PagedResults<F extends { page?: number }, T extends { id: number }>({
  url: { filter, setFilter },
  noun,
  emptyText,
  clear,
  ...results
}: PagedResultsProps<F, T>) {
  const actions = clear ? (
    <Button variant="outline" onClick={() => setFilter(clear)}>
      {t('components.filters.clear')}
    </Button>
  ) : undefined;
  return (
    <DirectoryResults
      page={filter.page ?? 1}
      onPage={(page) => setFilter({ ...filter, page })}
      noun={noun}
      empty={
        <EmptyState title={t('components.filters.noMatch', { noun })} actions={actions}>
          <Text>{emptyText}</Text>
        </EmptyState>
      }
      {...results}
    />
  );
}
