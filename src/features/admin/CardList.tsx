import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Announcer } from './Announcer';
import { LoadedView } from './LoadedView';
import type { Loaded } from './useAdminLoad';

/** A console queue: the last action's result, then its items as an ordered list of cards. */
export function CardList<T>({
  state,
  message,
  loading,
  empty,
  label,
  gap = 'lg',
  children,
}: {
  state: Loaded<T[]>;
  message: string;
  /** What is loading, as in "Loading {loading}…". */
  loading: string;
  empty: string;
  label: string;
  gap?: 'md' | 'lg';
  /** One keyed card (an `li`) per item. */
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <Announcer message={message} />
      <LoadedView state={state} label={loading} empty={empty}>
        {(items) => (
          <Stack gap={gap} component="ol" className="plain-list" aria-label={label}>
            {items.map(children)}
          </Stack>
        )}
      </LoadedView>
    </>
  );
}
