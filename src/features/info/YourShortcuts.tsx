import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from './words';

/** Each shortcut's words are `info.shortcuts.<name>`, `…Text` and `…Open`. */
const shortcuts = [
  { to: '/saved', name: 'saved' },
  { to: '/benefits/claim-calculator', name: 'calculator' },
  { to: '/benefits/claim-tracker', name: 'tracker' },
  { to: '/employment/job-translator', name: 'translator' },
];

/** Your page's shortcuts: the tools that keep what a visitor does on this device. */
export function YourShortcuts() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {shortcuts.map(({ to, name }) => (
        <Paper key={to} withBorder p="md">
          <Text fw={700}>{t(`info.shortcuts.${name}`)}</Text>
          <Text size="sm" mb="sm">
            {t(`info.shortcuts.${name}Text`)}
          </Text>
          <Button component={Link} to={to} variant="outline">
            {t(`info.shortcuts.${name}Open`)}
          </Button>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
