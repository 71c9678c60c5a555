/**
 * The Veterans Crisis Line, in the three ways it can be reached. Other info pages reuse
 * CrisisLineContacts; the numbers come from data/va/crisis-line.json.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { CrisisLineWays } from '../../components/CrisisLineWays';

export function CrisisLineContacts() {
  return <CrisisLineWays bold />;
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
