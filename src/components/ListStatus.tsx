import { Alert, Loader, Group, Text } from '@mantine/core';

/**
 * The loading and error states of a directory list, announced to screen readers. `mih` reserves
 * the room the list will take, so what follows it does not jump when it arrives.
 */
export function ListLoading({ label, mih }: { label: string; mih?: string }) {
  return (
    <Group gap="sm" role="status" mih={mih} align={mih ? 'flex-start' : undefined}>
      <Loader size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </Group>
  );
}

export function ListError({ title, message }: { title: string; message: string }) {
  return (
    // red.9 keeps the text above 4.5:1 on white; the words carry the meaning.
    <Alert variant="outline" color="red.9" title={title} role="alert">
      <Text>{message}</Text>
    </Alert>
  );
}
