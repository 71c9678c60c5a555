import { Checkbox, NativeSelect, SimpleGrid } from '@mantine/core';
import { ToolPart } from './ToolPart';
import { CHILD_AGES, DEPENDENTS_FROM, FLAT_RATINGS, type Dependents } from './compensationRates';
import { t } from './words';

const countOptions = Array.from({ length: 11 }, (_, i) => String(i));
/** At most 2 dependent parents count (rates-2026.json how_to_use). */
const parentCounts = [0, 1, 2];

interface Props {
  dependents: Dependents;
  onChange: (dependents: Dependents) => void;
}

export function ClaimCalculatorDependents({ dependents, onChange }: Props) {
  const set = (patch: Partial<Dependents>) => onChange({ ...dependents, ...patch });
  const parentOptions = parentCounts.map((count) => ({
    value: String(count),
    label: count === 0 ? t('benefits.calc.parentNone') : t('benefits.calc.parentCount', { count }),
  }));
  const [low, high] = FLAT_RATINGS;
  return (
    <ToolPart
      id="calc-dependents"
      heading={t('benefits.calc.dependents')}
      intro={t('benefits.calc.dependentsIntro', { from: DEPENDENTS_FROM, low, high })}
    >
      <Checkbox
        label={t('benefits.calc.spouse')}
        checked={dependents.spouse}
        onChange={(e) =>
          set({
            spouse: e.currentTarget.checked,
            spouseAidAndAttendance: e.currentTarget.checked && dependents.spouseAidAndAttendance,
          })
        }
      />
      {dependents.spouse ? (
        <Checkbox
          label={t('benefits.calc.spouseAid')}
          checked={dependents.spouseAidAndAttendance}
          onChange={(e) => set({ spouseAidAndAttendance: e.currentTarget.checked })}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('benefits.calc.children', { age: CHILD_AGES.under })}
          data={countOptions}
          value={String(dependents.childrenUnder18)}
          onChange={(e) => set({ childrenUnder18: Number(e.currentTarget.value) })}
        />
        <NativeSelect
          label={t('benefits.calc.schoolChildren', {
            from: CHILD_AGES.schoolFrom,
            to: CHILD_AGES.schoolTo,
          })}
          data={countOptions}
          value={String(dependents.schoolChildren)}
          onChange={(e) => set({ schoolChildren: Number(e.currentTarget.value) })}
        />
        <NativeSelect
          label={t('benefits.calc.parents')}
          data={parentOptions}
          value={String(dependents.parents)}
          onChange={(e) => set({ parents: Number(e.currentTarget.value) as 0 | 1 | 2 })}
        />
      </SimpleGrid>
    </ToolPart>
  );
}
