import { Card, Paper, Stack, Title, type MantineSpacing, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelProps {
  /** A card is an item of a list (an article); a paper is a part of the page (a section). */
  kind: 'card' | 'paper';
  headingId: string;
  heading: ReactNode;
  order: TitleOrder;
  gap: MantineSpacing;
  children: ReactNode;
}

/** A bordered box named by its heading, as the benefits tools show their parts and results. */
export function Panel({ kind, headingId, heading, order, gap, children }: PanelProps) {
  const content = (
    <Stack gap={gap}>
      <Title order={order} id={headingId}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
  return kind === 'card' ? (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      {content}
    </Card>
  ) : (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      {content}
    </Paper>
  );
}
