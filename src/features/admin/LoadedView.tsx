import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListError, ListLoading } from '../../components/ListStatus';
import type { Loaded } from './useAdminLoad';

/** The loading and error states every console view shares, and what a list says when empty. */
export function LoadedView<T>({
  state,
  label,
  empty,
  children,
}: {
  state: Loaded<T>;
  label: string;
  /** Shown instead of `children` when the loaded data is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <ListLoading label={`Loading ${label}…`} />;
  if (state.status === 'error') {
    return <ListError title={`The ${label} could not be loaded`} message={state.message} />;
  }
  const isEmpty = Array.isArray(state.data) && state.data.length === 0;
  return <>{isEmpty && empty !== undefined ? <Text>{empty}</Text> : children(state.data)}</>;
}
