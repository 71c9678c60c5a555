import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { chooseRegion, useRegionChoice } from '../../data/useRegion';
import { RegionPicker } from './RegionPicker';
import { t } from './words';

/**
 * "Where are you?", asked once on the regional directories and never in the way: it sits after
 * the list (nothing above it moves when it appears), and skipping keeps the nationwide default.
 * Loaded only when the question is to be asked (RegionQuestion.tsx).
 */
export default function RegionPrompt() {
  const choice = useRegionChoice();
  const [answered, setAnswered] = useState(false);
  if (choice !== null || answered) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="region-prompt-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="region-prompt-title">
          {t('components.region.promptTitle')}
        </Title>
        <Text>{t('components.region.promptText')}</Text>
        <RegionPicker onChosen={() => setAnswered(true)} />
        <Button
          variant="subtle"
          // Gone once the answer is stored: a reload at once must not ask again.
          onClick={() => void chooseRegion({ skipped: true }).then(() => setAnswered(true))}
        >
          {t('components.region.skip')}
        </Button>
      </Stack>
    </Paper>
  );
}
