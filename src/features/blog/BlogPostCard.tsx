import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { ListingImage } from '../../components/ListingImage';
import { Link } from 'react-router';
import { SaveButton } from '../../components/SaveButton';
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
    <Card withBorder radius="md" padding="lg" component="article" data-testid="blog-card">
      <ListingImage of={post} variant="card" />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingLevel} size="h4">
            <Link to={blogPostPath(post)}>{post.title}</Link>
          </Title>
          <SaveButton list="blog" record={post} label={post.title} size="xs" />
        </Group>
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
      </Stack>
    </Card>
  );
}
