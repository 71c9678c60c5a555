import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConsoleCardProps {
  /** The review queues give their cards more room than the search results. */
  padding?: 'lg';
  gap?: 'sm' | 'md';
  /** The review queue shares what this admin is looking at (useQueueLookers). */
  onFocus?: () => void;
  onPointerDown?: () => void;
  children: ReactNode;
}

/** One item of a console list (CardList, FoundList): a bordered card, its parts stacked. */
export function ConsoleCard({ gap = 'sm', children, ...card }: ConsoleCardProps) {
  return (
    <Card component="li" withBorder {...card}>
      <Stack gap={gap}>{children}</Stack>
    </Card>
  );
}
