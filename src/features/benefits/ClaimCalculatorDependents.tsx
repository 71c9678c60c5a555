import { Checkbox, NativeSelect, SimpleGrid } from '@mantine/core';
import { ToolPart } from './ToolPart';
import type { Dependents } from './compensationRates';

const countOptions = Array.from({ length: 11 }, (_, i) => String(i));
const parentOptions = [
  { value: '0', label: 'None' },
  { value: '1', label: '1 parent' },
  { value: '2', label: '2 parents' },
];

interface Props {
  dependents: Dependents;
  onChange: (dependents: Dependents) => void;
}

export function ClaimCalculatorDependents({ dependents, onChange }: Props) {
  const set = (patch: Partial<Dependents>) => onChange({ ...dependents, ...patch });
  return (
    <ToolPart
      id="calc-dependents"
      heading="Your dependents"
      intro="Dependents change the monthly amount only at a combined rating of 30% or more. At 10% and 20%, VA pays one amount whatever your family."
    >
      <Checkbox
        label="I have a spouse"
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
          label="My spouse receives Aid and Attendance"
          checked={dependents.spouseAidAndAttendance}
          onChange={(e) => set({ spouseAidAndAttendance: e.currentTarget.checked })}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label="Children under 18"
          data={countOptions}
          value={String(dependents.childrenUnder18)}
          onChange={(e) => set({ childrenUnder18: Number(e.currentTarget.value) })}
        />
        <NativeSelect
          label="Children 18 to 23 in school"
          data={countOptions}
          value={String(dependents.schoolChildren)}
          onChange={(e) => set({ schoolChildren: Number(e.currentTarget.value) })}
        />
        <NativeSelect
          label="Dependent parents"
          data={parentOptions}
          value={String(dependents.parents)}
          onChange={(e) => set({ parents: Number(e.currentTarget.value) as 0 | 1 | 2 })}
        />
      </SimpleGrid>
    </ToolPart>
  );
}
