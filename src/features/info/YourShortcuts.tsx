import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

const shortcuts = [
  { to: '/saved', label: 'Saved items', text: 'Deals, articles, services and jobs you saved.' },
  {
    to: '/benefits/claim-calculator',
    label: 'Claim calculator',
    text: 'Estimate a combined rating.',
  },
  {
    to: '/benefits/claim-tracker',
    label: 'Claim tracker',
    text: 'Your claims, kept on this device.',
  },
  {
    to: '/employment/job-translator',
    label: 'Job translator',
    text: 'Military job to civilian careers.',
  },
];

/** Your page's shortcuts: the tools that keep what a visitor does on this device. */
export function YourShortcuts() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {shortcuts.map((s) => (
        <Paper key={s.to} withBorder p="md">
          <Text fw={700}>{s.label}</Text>
          <Text size="sm" mb="sm">
            {s.text}
          </Text>
          <Button component={Link} to={s.to} variant="outline">
            Open {s.label.toLowerCase()}
          </Button>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
