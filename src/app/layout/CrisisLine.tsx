import { Anchor, Group, Text } from '@mantine/core';

/** The Veterans Crisis Line, reachable from every page. */
export function CrisisLine() {
  return (
    <Group
      gap="xs"
      wrap="wrap"
      justify="center"
      px="md"
      py={6}
      bg="navy.9"
      c="white"
      component="aside"
      aria-label="Veterans Crisis Line"
    >
      <Text size="sm" fw={700} c="white">
        Veterans Crisis Line:
      </Text>
      <Anchor href="tel:988" size="sm" c="white" fw={600}>
        Call 988 and press 1
      </Anchor>
      <Text size="sm" c="white" aria-hidden="true">
        ·
      </Text>
      <Anchor href="sms:838255" size="sm" c="white" fw={600}>
        Text 838255
      </Anchor>
      <Text size="sm" c="white" aria-hidden="true">
        ·
      </Text>
      <Anchor
        href="https://www.veteranscrisisline.net/get-help-now/chat/"
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        c="white"
        fw={600}
      >
        Chat online<span className="visually-hidden"> (opens in a new tab)</span>
      </Anchor>
    </Group>
  );
}
