import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardList } from './CardList';
import type { LoadWords } from './LoadedView';
import { useAnnouncedLoad } from './useAnnouncedLoad';

interface ReviewListProps<T> {
  load: () => Promise<T[]>;
  /** Names what is loaded (useAdminLoad's key). */
  name: string;
  /** CardList's words: while loading or failed, what it says when empty, the list's name. */
  words: { load: LoadWords; empty: string; label: string };
  /** One keyed card per item; `done` announces an action's result and reloads the list. */
  children: (item: T, done: (message: string) => void) => ReactNode;
}

/**
 * What waits for an admin's decision, oldest first, live: another admin's decision shows at
 * once, and each decision here is announced, then the list reloads.
 */
export function ReviewList<T>({ load, name, words, children }: ReviewListProps<T>) {
  const { state, message, done } = useAnnouncedLoad(load, name, true);
  return (
    <Stack gap="lg">
      <CardList
        state={state}
        message={message}
        words={words.load}
        empty={words.empty}
        label={words.label}
      >
        {(item) => children(item, done)}
      </CardList>
    </Stack>
  );
}
