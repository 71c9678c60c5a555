import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';

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
        <List spacing="xs">
          <List.Item>
            <Anchor href="tel:988">Call 988, then press 1</Anchor>
          </List.Item>
          <List.Item>
            <Anchor href="sms:838255">Text 838255</Anchor>
          </List.Item>
          <List.Item>
            <ExternalLink href="https://www.veteranscrisisline.net/get-help-now/chat/">
              Chat online with the Veterans Crisis Line
            </ExternalLink>
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
