import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Announcer } from './Announcer';
import { LoadedView, type LoadWords } from './LoadedView';
import type { Loaded } from './useAdminLoad';

/** A console queue: the last action's result, then its items as an ordered list of cards. */
export function CardList<T>({
  state,
  message,
  words,
  empty,
  label,
  gap = 'lg',
  children,
}: {
  state: Loaded<T[]>;
  message: string;
  words: LoadWords;
  empty: string;
  label: string;
  gap?: 'md' | 'lg';
  /** One keyed card (an `li`) per item. */
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <Announcer message={message} />
      <LoadedView state={state} words={words} empty={empty}>
        {(items) => (
          <Stack gap={gap} component="ol" className="plain-list" aria-label={label}>
            {items.map(children)}
          </Stack>
        )}
      </LoadedView>
    </>
  );
}
