import { Paper, Stack, Text, Title } from '@mantine/core';
import { CrisisLineWays } from '../../components/CrisisLineWays';
import { t } from './words';

/** Crisis help first: a message to VetHub is read by a small team, never in real time. */
export function ContactCrisisNote() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-crisis">
      <Stack gap="xs">
        <Title order={2} size="h3" id="contact-crisis">
          {t('contact.crisis.heading')}
        </Title>
        <Text>{t('contact.crisis.text')}</Text>
        <CrisisLineWays />
      </Stack>
    </Paper>
  );
}
