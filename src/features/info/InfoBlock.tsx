import { Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface InfoBlockProps {
  heading: string;
  /** 2 for a part of the page, 3 for a part of a section. */
  order?: TitleOrder;
  children: ReactNode;
}

/** A heading and the prose under it, kept to a readable line length. */
export function InfoBlock({ heading, order = 2, children }: InfoBlockProps) {
  return (
    <Stack gap="xs" maw="46rem">
      <Title order={order}>{heading}</Title>
      {children}
    </Stack>
  );
}
