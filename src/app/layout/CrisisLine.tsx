import { Anchor, Group, Text } from '@mantine/core';
import { crisisLine } from '../../lib/crisisLine';

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
      <Anchor href={crisisLine.callHref} size="sm" c="white" fw={600}>
        Call {crisisLine.call} and press {crisisLine.press}
      </Anchor>
      <Text size="sm" c="white" aria-hidden="true">
        ·
      </Text>
      <Anchor href={crisisLine.textHref} size="sm" c="white" fw={600}>
        Text {crisisLine.text}
      </Anchor>
      <Text size="sm" c="white" aria-hidden="true">
        ·
      </Text>
      <Anchor
        href={crisisLine.chatUrl}
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
