/** "A new version is available — Reload": shown until the visitor chooses when to reload. */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../words';

export default function UpdatePrompt() {
  const [reloading, setReloading] = useState(false);
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      pos="fixed"
      bottom={16}
      right={16}
      // Above the cookie notice and section popups: a returning visitor must be able to reach it.
      style={{ zIndex: 1000, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{t('app.update.available')}</Text>
        <Button
          size="sm"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void import('./serviceWorker').then((m) => m.reloadToUpdate());
          }}
        >
          {t('app.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
