import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader';

interface ContentPageProps {
  /** Defaults to the route table's heading (or title) for this path. */
  title?: string;
  intro?: ReactNode;
  /** Sits in the header under the intro: calls to action, an effective date. */
  header?: ReactNode;
  children?: ReactNode;
}

/** A whole page: its header with the one h1, then its sections. */
export function ContentPage({ title, intro, header, children }: ContentPageProps) {
  return (
    <Stack gap="xl">
      <PageHeader title={title} intro={intro}>
        {header}
      </PageHeader>
      {children}
    </Stack>
  );
}
