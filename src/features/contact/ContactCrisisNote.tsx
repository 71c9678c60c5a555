import { Paper, Stack, Text, Title } from '@mantine/core';
import { CrisisLineWays } from '../../components/CrisisLineWays';

/** Crisis help first: a message to VetHub is read by a small team, never in real time. */
export function ContactCrisisNote() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-crisis">
      <Stack gap="xs">
        <Title order={2} size="h3" id="contact-crisis">
          In crisis? Get help now
        </Title>
        <Text>
          Do not wait for a reply from us. The Veterans Crisis Line is free, confidential and open
          to veterans, service members and the people who care about them.
        </Text>
        <CrisisLineWays />
      </Stack>
    </Paper>
  );
}
