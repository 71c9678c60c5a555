import { ListingCard } from '../../components/directory/ListingCard';
import { Badge, Group, Text } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { readingMinutes } from '../../lib/readingTime';
import { blogCategoryLabel } from './blogCategories';
import type { BlogPostRecord } from './blogPostSchema';
import { byline } from './blogPostPath';
import { blogRecord } from '../../data/records';
import { InEnglishBadge } from '../../components/InEnglishBadge';
import { t } from './words';

export function BlogPostCard({ post }: { post: BlogPostRecord }) {
  return (
    <ListingCard type={blogRecord} record={post}>
      <Group gap="xs">
        <FeaturedBadge until={post.featured_until} />
        <Badge variant="outline">{blogCategoryLabel(post.category)}</Badge>
        <InEnglishBadge language={post.language} label={t('blog.inEnglish')} />
        <Text size="sm">{t('blog.minutes', { minutes: readingMinutes(post.content) })}</Text>
      </Group>
      <Text size="sm">{byline(post)}</Text>
      {post.excerpt ? (
        <Text lineClamp={3} lang={post.language}>
          {post.excerpt}
        </Text>
      ) : null}
    </ListingCard>
  );
}
