import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ParsedRecordState } from '../../data/query/useParsedQuery';
import type { ItemEventTable } from '../../data/itemEvents';
import { useItemView } from '../../data/useItemView';
import { DetailProblem } from '../DetailProblem';
import { ListLoading } from '../ListStatus';
import { ReportListing } from '../ReportListing';
import { t } from './words';

interface RecordDetailProps<T> {
  state: ParsedRecordState<T>;
  /** The record's table and id: its view is counted once it is shown, and it can be reported. */
  view: { table: ItemEventTable; id: number };
  /** The record in messages: "Loading the deal…", "This deal could not be loaded". */
  noun: string;
  back: { to: string; label: string };
  /** Why there is no such record: "There is no live deal number 12. …". */
  missingText: string;
  missingTitle?: string;
  children: (record: T) => ReactNode;
}

/**
 * A detail page: the record with the way to report it, or in its place the loading state or the
 * problem and the way back.
 */
export function RecordDetail<T>({
  state,
  view,
  noun,
  back,
  missingText,
  missingTitle = t('components.detail.missing'),
  children,
}: RecordDetailProps<T>) {
  useItemView(view.table, view.id, state.status === 'ready');
  if (state.status === 'loading') {
    return <ListLoading label={t('components.detail.loading', { noun })} />;
  }
  if (state.status === 'error') {
    return (
      <DetailProblem
        back={back}
        title={t('components.detail.failed', { noun })}
        text={state.message}
      />
    );
  }
  if (state.status === 'missing') {
    return <DetailProblem back={back} title={missingTitle} text={missingText} />;
  }
  return (
    <Stack gap="xl">
      {children(state.record)}
      <ReportListing table={view.table} id={view.id} />
    </Stack>
  );
}
