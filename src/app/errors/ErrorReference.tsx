import { Text } from '@mantine/core';

/** The reference of a recorded error, for the person to quote when they ask for help. */
export function ErrorReference({ reference }: { reference: string }) {
  return (
    <Text data-testid="error-reference">
      Reference: <strong>{reference}</strong>. If you contact us about this, quote it so we can find
      what went wrong.
    </Text>
  );
}
