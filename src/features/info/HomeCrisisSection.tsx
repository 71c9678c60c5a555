/**
 * The Veterans Crisis Line, in the three ways it can be reached. Other info pages reuse
 * CrisisLineContacts so the numbers are written in one place only.
 */
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ExternalLink } from '../../components/ExternalLink';

const CHAT_URL = 'https://www.veteranscrisisline.net/get-help-now/chat/';

export function CrisisLineContacts() {
  return (
    <List spacing="xs">
      <List.Item>
        <Anchor href="tel:988" fw={700}>
          Call 988, then press 1
        </Anchor>
      </List.Item>
      <List.Item>
        <Anchor href="sms:838255" fw={700}>
          Text 838255
        </Anchor>
      </List.Item>
      <List.Item>
        <ExternalLink href={CHAT_URL}>Chat online with the Veterans Crisis Line</ExternalLink>
      </List.Item>
    </List>
  );
}

interface CrisisSectionProps {
  /** Heading text; pages with their own wording of the section pass it here. */
  title?: string;
}

export function HomeCrisisSection({ title = 'If you are in crisis' }: CrisisSectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Text>
          If you are a veteran in crisis, or worried about one, the Veterans Crisis Line can help
          right now. Reach a trained responder in the way that feels easiest:
        </Text>
        <CrisisLineContacts />
      </Stack>
    </Paper>
  );
}
