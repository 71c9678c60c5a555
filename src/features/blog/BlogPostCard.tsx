import { ListingCard } from '../../components/directory/ListingCard';
import { Badge, Group, Text } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { readingMinutes } from '../../lib/readingTime';
import type { BlogPostRecord } from './blogPostSchema';
import { blogPostPath, publishedOn } from './blogPostPath';

export function BlogPostCard({
  post,
  headingLevel = 3,
}: {
  post: BlogPostRecord;
  headingLevel?: 3 | 4;
}) {
  return (
    <ListingCard
      record={post}
      list="blog"
      title={post.title}
      to={blogPostPath(post)}
      testId="blog-card"
      headingLevel={headingLevel}
    >
      <Group gap="xs">
        <FeaturedBadge until={post.featured_until} />
        <Badge variant="outline">{post.category}</Badge>
        <Text size="sm">{readingMinutes(post.content)} min read</Text>
      </Group>
      <Text size="sm">
        {post.author ? `By ${post.author} · ` : ''}
        {publishedOn(post)}
      </Text>
      {post.excerpt ? <Text lineClamp={3}>{post.excerpt}</Text> : null}
    </ListingCard>
  );
}
