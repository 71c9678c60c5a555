import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListError, ListLoading } from '../../components/ListStatus';
import type { Loaded } from './useAdminLoad';

/** What a console view says while it loads and when it cannot, each a whole message. */
export interface LoadWords {
  /** "Loading review queue…". */
  loading: string;
  /** "The review queue could not be loaded". */
  failed: string;
}

/** The loading and error states every console view shares, and what a list says when empty. */
export function LoadedView<T>({
  state,
  words,
  empty,
  children,
}: {
  state: Loaded<T>;
  words: LoadWords;
  /** Shown instead of `children` when the loaded data is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <ListLoading label={words.loading} />;
  if (state.status === 'error') {
    return <ListError title={words.failed} message={state.message} />;
  }
  const isEmpty = Array.isArray(state.data) && state.data.length === 0;
  return <>{isEmpty && empty !== undefined ? <Text>{empty}</Text> : children(state.data)}</>;
}
