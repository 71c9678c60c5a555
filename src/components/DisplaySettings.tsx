import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { settingsNotSavedAtom } from '../data/persistedAtom';
import { highContrastAtom, textSizeAtom } from '../data/settings';
import { stepTextSize, TEXT_SIZE_DEFAULT, TEXT_SIZE_MAX, TEXT_SIZE_MIN } from '../lib/textSize';
import { t } from './later/words';

/** Text size (50–200 % in steps of 10) and high contrast, both remembered on this device. */
export function DisplaySettings() {
  const [size, setSize] = useAtom(textSizeAtom);
  const [highContrast, setHighContrast] = useAtom(highContrastAtom);
  const notSaved = useAtomValue(settingsNotSavedAtom);
  return (
    <Stack gap="sm">
      {/* The buttons name themselves in hidden text, so the visible "A+" never contradicts an
          aria-label (axe: label-content-name-mismatch). */}
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('components.display.textSize')}>
        <Text fw={600} id="text-size-label">
          {t('components.display.textSize')}
        </Text>
        <ActionIcon
          variant="outline"
          size="lg"
          disabled={size <= TEXT_SIZE_MIN}
          onClick={() => setSize(stepTextSize(size, -1))}
        >
          <span aria-hidden="true">A−</span>
          <VisuallyHidden>{t('components.display.smaller')}</VisuallyHidden>
        </ActionIcon>
        <Text component="output" aria-live="polite" miw="3.5rem" ta="center">
          {size}%
        </Text>
        <ActionIcon
          variant="outline"
          size="lg"
          disabled={size >= TEXT_SIZE_MAX}
          onClick={() => setSize(stepTextSize(size, 1))}
        >
          <span aria-hidden="true">A+</span>
          <VisuallyHidden>{t('components.display.larger')}</VisuallyHidden>
        </ActionIcon>
        <Button
          variant="subtle"
          onClick={() => setSize(TEXT_SIZE_DEFAULT)}
          disabled={size === TEXT_SIZE_DEFAULT}
        >
          {t('components.display.reset')}
        </Button>
      </Group>
      <Switch
        label={t('components.display.highContrast')}
        checked={highContrast}
        onChange={(event) => setHighContrast(event.currentTarget.checked)}
      />
      {notSaved ? (
        <Alert color="yellow" title={t('components.display.notSaved')}>
          {t('components.display.notSavedText')}
        </Alert>
      ) : null}
    </Stack>
  );
}
