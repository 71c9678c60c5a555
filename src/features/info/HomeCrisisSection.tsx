/**
 * The Veterans Crisis Line, in the three ways it can be reached. Other info pages reuse
 * CrisisLineContacts; the numbers come from data/va/crisis-line.json. Its words are in the home
 * page's catalog (home/words), which the pages that show it load with it.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { CrisisLineWays } from '../../components/CrisisLineWays';
import { t } from './home/words';

export function CrisisLineContacts() {
  return <CrisisLineWays bold />;
}

interface CrisisSectionProps {
  /** Heading text; pages with their own wording of the section pass it here. */
  title?: string;
}

export function HomeCrisisSection({ title = t('info.home.crisisTitle') }: CrisisSectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Text>{t('info.home.crisisText')}</Text>
        <CrisisLineContacts />
      </Stack>
    </Paper>
  );
}
