import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Announcer } from './Announcer';
import type { Found } from './useFound';

/** What a console search found, as a list of cards, or why there is none. */
export function FoundList<T>({
  found,
  empty,
  label,
  children,
}: {
  found: Found<T>;
  empty: string;
  label: string;
  /** One keyed card (an `li`) per row. */
  children: (row: T) => ReactNode;
}) {
  const { rows, error, message } = found;
  return (
    <>
      {error ? (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      ) : null}
      <Announcer message={message} />
      {rows && rows.length === 0 ? <Text>{empty}</Text> : null}
      {rows && rows.length > 0 ? (
        <Stack gap="md" component="ul" className="plain-list" aria-label={label}>
          {rows.map(children)}
        </Stack>
      ) : null}
    </>
  );
}
