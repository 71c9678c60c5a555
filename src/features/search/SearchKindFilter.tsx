import { Chip, Group } from '@mantine/core';
import { kindLabels, searchKinds, type SearchKind } from './searchKinds';

interface SearchKindFilterProps {
  value: SearchKind | null;
  counts: Record<SearchKind, number> | null;
  onChange: (kind: SearchKind | null) => void;
}

/** Show all results or one kind; each choice says how many it holds. */
export function SearchKindFilter({ value, counts, onChange }: SearchKindFilterProps) {
  const total = counts ? searchKinds.reduce((sum, k) => sum + counts[k], 0) : null;
  const label = (text: string, n: number | null | undefined) =>
    n === null || n === undefined ? text : `${text} (${n})`;
  return (
    <Group gap="xs" role="radiogroup" aria-label="Show results of one kind">
      <Chip.Group
        value={value ?? 'all'}
        onChange={(v) => onChange(v === 'all' ? null : (v as SearchKind))}
      >
        <Chip value="all" type="radio">
          {label('All', total)}
        </Chip>
        {searchKinds.map((kind) => (
          <Chip key={kind} value={kind} type="radio">
            {label(kindLabels[kind], counts?.[kind])}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
