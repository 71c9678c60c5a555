import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DisplaySettings } from '../../components/DisplaySettings';
import { PageHeader } from '../../components/PageHeader';

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

export default function YourPage() {
  return (
    <>
      <PageHeader intro="Everything VetHub keeps for you on this device: how pages look, what you saved and the tools you use most. No account needed." />
      <Stack gap="xl">
        <Paper withBorder p="lg" component="section" aria-labelledby="your-display">
          <Title order={2} id="your-display" mb="sm">
            Display settings
          </Title>
          <Text mb="md">
            Make text larger or smaller (50 to 200 percent) and switch to high contrast. VetHub
            remembers your choice in this browser, on every page.
          </Text>
          <DisplaySettings />
        </Paper>
        <section aria-labelledby="your-shortcuts">
          <Title order={2} id="your-shortcuts" mb="sm">
            Shortcuts
          </Title>
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
        </section>
        <section aria-labelledby="your-shared">
          <Title order={2} id="your-shared" mb="sm">
            On a shared or public computer
          </Title>
          <Text>
            Saved items and settings stay in this browser. On a computer others use, such as a kiosk
            at a veteran centre, sign out when you finish and remove saved items you do not want the
            next person to see.
          </Text>
          <Group mt="sm">
            <Button component={Link} to="/privacy" variant="subtle">
              Read the privacy policy
            </Button>
          </Group>
        </section>
      </Stack>
    </>
  );
}
