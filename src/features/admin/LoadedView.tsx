import type { ReactNode } from 'react';
import { ListError, ListLoading } from '../../components/ListStatus';
import type { Loaded } from './useAdminLoad';

/** The loading and error states every console view shares. */
export function LoadedView<T>({
  state,
  label,
  children,
}: {
  state: Loaded<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <ListLoading label={`Loading ${label}…`} />;
  if (state.status === 'error') {
    return <ListError title={`The ${label} could not be loaded`} message={state.message} />;
  }
  return <>{children(state.data)}</>;
}
