import { Text } from '@mantine/core';

/** The result of the last action, read out by screen readers and kept visible. */
export function Announcer({ message }: { message: string }) {
  return (
    <Text role="status" fw={600} mih="1.5em">
      {message}
    </Text>
  );
}
