import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { BlogFilter } from '../../data/query';

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
    <form method="get" onSubmit={submit} aria-label="Search the blog">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search articles"
          name="q"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}
