import { Group, Radio } from '@mantine/core';
import { kindLabels, searchKinds, type SearchKind } from './searchKinds';
import { t } from './words';

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
    <Radio.Group
      label={t('search.filter.label')}
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' ? null : (v as SearchKind))}
    >
      <Group gap="md" mt="xs">
        <Radio value="all" label={label(t('search.filter.all'), total)} />
        {searchKinds.map((kind) => (
          <Radio key={kind} value={kind} label={label(t(kindLabels[kind]), counts?.[kind])} />
        ))}
      </Group>
    </Radio.Group>
  );
}
