import { Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { slugify } from '../lib/slug';

interface PageSectionProps {
  heading: string;
  /** Ties the section to its heading, so screen readers name the region; defaults to the heading's slug. */
  id?: string;
  /** Keeps prose to a readable line length; leave off for grids. */
  narrow?: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A page section: an h2 and what sits under it. */
export function PageSection({
  heading,
  id = slugify(heading),
  narrow,
  gap = 'sm',
  children,
}: PageSectionProps) {
  return (
    <Stack gap={gap} component="section" aria-labelledby={id} maw={narrow ? '46rem' : undefined}>
      <Title order={2} id={id}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
