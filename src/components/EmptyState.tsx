import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** An honest "nothing here yet" panel: what is missing, why, and what the visitor can do now. */
export function EmptyState({ title, children, actions }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text component="div">{children}</Text>
        {actions ? <Group mt="sm">{actions}</Group> : null}
      </Stack>
    </Paper>
  );
}
