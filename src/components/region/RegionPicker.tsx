import { Alert, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { chooseRegion, useRegionChoice } from '../../data/useRegion';
import { stateName, stateOptions } from '../../lib/usStates';
import { t } from './words';

type Outcome = 'saved' | 'savedNationwide' | 'none' | 'failed' | null;

/** Names of the chosen states, in the page's language: "Texas, Oklahoma". */
export const stateNames = (states: readonly string[]) =>
  states.map((code) => stateName(code) ?? code).join(', ');

/**
 * The states whose listings this device keeps (issue 34). Saving pulls them at once; the old
 * region's unsaved listings leave. What was picked stays in the field when saving fails.
 */
export function RegionPicker({ onChosen }: { onChosen?: () => void }) {
  const choice = useRegionChoice();
  const held = choice && 'states' in choice ? choice.states : [];
  const [picked, setPicked] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const value = picked ?? held;

  const save = async (states: string[]) => {
    try {
      await chooseRegion(states.length ? { states } : { skipped: true });
      setOutcome(states.length ? 'saved' : 'savedNationwide');
      setPicked(null);
      onChosen?.();
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('components.region.label')}
        description={t('components.region.description')}
        placeholder={value.length ? undefined : t('components.region.placeholder')}
        data={stateOptions()}
        value={value}
        onChange={(states) => {
          setPicked(states);
          setOutcome(null);
        }}
        searchable
        clearable
        // Eight at a time, typed to narrow ("Tex"): a list that never scrolls, so every option is
        // reached by the arrow keys alone (a scrolling box of 56 is not keyboard-focusable).
        limit={8}
        withScrollArea={false}
        maxValues={5}
        error={outcome === 'none' ? t('components.region.none') : undefined}
        data-testid="region-picker"
      />
      <Group gap="sm">
        <Button onClick={() => (value.length ? void save(value) : setOutcome('none'))}>
          {t('components.region.save')}
        </Button>
        <Button variant="outline" onClick={() => void save([])}>
          {t('components.region.nationwide')}
        </Button>
      </Group>
      <div role="status">
        {outcome === 'saved' ? (
          <Text>{t('components.region.saved', { states: stateNames(value) })}</Text>
        ) : outcome === 'savedNationwide' ? (
          <Text>{t('components.region.savedNationwide')}</Text>
        ) : null}
      </div>
      {outcome === 'failed' ? (
        <Alert variant="outline" color="red.9" role="alert">
          {t('components.region.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
