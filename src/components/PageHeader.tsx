import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRouteHandle } from '../lib/routeHandle';

interface PageHeaderProps {
  /** Defaults to the route table's heading (or title) for this path. */
  title?: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The page's one h1 and its lead paragraph. */
export function PageHeader({ title, intro, children }: PageHeaderProps) {
  const handle = useRouteHandle();
  const heading = title ?? handle?.heading ?? handle?.title ?? '';
  return (
    <Stack gap="sm" mb="xl" component="header">
      <Title order={1}>{heading}</Title>
      {intro ? (
        <Text size="lg" maw="46rem">
          {intro}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
