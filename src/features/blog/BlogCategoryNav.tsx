import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { toParams } from '../../lib/searchParams';
import { blogRecord } from '../../data/records';
import { blogCategoryLabel } from './blogCategories';
import { t } from './words';

/** Category links (/blog?category=Stories): plain links, so each is shareable and keyboard-ready. */
export function BlogCategoryNav({ current, search }: { current?: string; search?: string }) {
  const href = (category?: string) => {
    const query = toParams({ category, q: search }).toString();
    return query ? `/blog?${query}` : '/blog';
  };
  const options: (string | undefined)[] = [undefined, ...blogRecord.categories.map((c) => c.value)];
  return (
    <Group gap="xs" component="nav" aria-label={t('blog.category.nav')}>
      {options.map((category) => {
        const active = category === current;
        return (
          <Button
            key={category ?? 'all'}
            component={Link}
            to={href(category)}
            size="xs"
            variant={active ? 'filled' : 'outline'}
            aria-current={active ? 'page' : undefined}
          >
            {category ? blogCategoryLabel(category) : t('blog.category.all')}
          </Button>
        );
      })}
    </Group>
  );
}
