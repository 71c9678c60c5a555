import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { BlogFilter } from '../../data/query';
import { t } from './words';

export function BlogSearch({
  filter,
  onApply,
}: {
  filter: BlogFilter;
  onApply: (f: BlogFilter) => void;
}) {
  const [search, setSearch] = useState(filter.search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filter, search: search.trim() || undefined, page: 1 });
  };
  return (
    <form method="get" onSubmit={submit} aria-label={t('blog.search.label')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('blog.search.field')}
          name="q"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit">{t('blog.search.submit')}</Button>
      </Group>
    </form>
  );
}
