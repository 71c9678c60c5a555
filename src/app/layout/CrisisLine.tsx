import { Anchor, Group, Text } from '@mantine/core';
import { crisisLine } from '../../lib/crisisLine';
import { t } from '../words';

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
      aria-label={t('app.crisis.name')}
    >
      <Text size="sm" fw={700} c="white">
        {t('app.crisis.label')}
      </Text>
      <Anchor href={crisisLine.callHref} size="sm" c="white" fw={600}>
        {t('app.crisis.call', { call: crisisLine.call, press: crisisLine.press })}
      </Anchor>
      <Text size="sm" c="white" aria-hidden="true">
        ·
      </Text>
      <Anchor href={crisisLine.textHref} size="sm" c="white" fw={600}>
        {t('app.crisis.text', { text: crisisLine.text })}
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
        {t('app.crisis.chat')}
        <span className="visually-hidden">{t('app.newTab')}</span>
      </Anchor>
    </Group>
  );
}
