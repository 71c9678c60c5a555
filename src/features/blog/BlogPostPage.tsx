import { DetailProblem } from '../../components/DetailProblem';
import { Badge, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { Link, useParams } from 'react-router';
import { ListLoading } from '../../components/ListStatus';
import { ListingImage } from '../../components/ListingImage';
import { PageHeader } from '../../components/PageHeader';
import { SafeMarkdown } from '../../components/SafeMarkdown';
import { ReportListing } from '../../components/ReportListing';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { readingMinutes } from '../../lib/readingTime';
import { safeHttpUrl } from '../../lib/safeUrl';
import { parseIdAndSlug } from '../../lib/slug';
import { BlogPostCard } from './BlogPostCard';
import { blogPostPath, publishedOn } from './blogPostPath';
import type { BlogPostRecord } from './blogPostSchema';
import { useBlogPost, useRelatedPosts } from './useBlogPosts';
import { PageSection } from '../../components/PageSection';
import { useItemView } from '../../data/useItemView';

const BACK = { to: '/blog', label: 'Go to the blog' };

function RelatedPosts({ post }: { post: BlogPostRecord }) {
  const related = useRelatedPosts(post);
  if (related.length === 0) return null;
  return (
    <PageSection id="blog-related" heading="Related articles">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {related.map((other) => (
          <BlogPostCard key={other.id} post={other} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function Post({ id }: { id: number }) {
  const state = useBlogPost(id);
  useItemView('blog_posts', id, state.status === 'ready');
  if (state.status === 'loading') return <ListLoading label="Loading the article…" />;
  if (state.status === 'error')
    return (
      <DetailProblem back={BACK} title="This article could not be loaded" text={state.message} />
    );
  if (state.status === 'missing') {
    return (
      <DetailProblem
        back={BACK}
        title="Article not found"
        text={`There is no published article number ${id}.`}
      />
    );
  }
  const post = state.record;
  const cover = safeHttpUrl(post.cover_image_url);
  return (
    <Stack gap="xl">
      <PageHeader title={post.title} intro={post.excerpt ?? undefined}>
        <Group gap="xs">
          <FeaturedBadge until={post.featured_until} />
          <Badge variant="outline">
            <Link to={`/blog?category=${encodeURIComponent(post.category)}`}>{post.category}</Link>
          </Badge>
          <Text size="sm">
            {post.author ? `By ${post.author} · ` : ''}
            {publishedOn(post)} · {readingMinutes(post.content)} min read
          </Text>
        </Group>
        <Group gap="sm">
          <SaveButton list="blog" record={post} label={post.title} />
          <ShareLink title={post.title} path={blogPostPath(post)} />
        </Group>
      </PageHeader>
      {post.image_path ? (
        <ListingImage of={post} variant="detail" eager />
      ) : cover ? (
        <Image src={cover} alt={post.cover_image_alt ?? ''} radius="md" mah={420} fit="cover" />
      ) : null}
      <article aria-label={post.title} data-testid="blog-content">
        <SafeMarkdown markdown={post.content} />
      </article>
      <RelatedPosts post={post} />
      <ReportListing table="blog_posts" id={post.id} />
    </Stack>
  );
}

export default function BlogPostPage() {
  const { idAndSlug = '' } = useParams();
  const { id } = parseIdAndSlug(idAndSlug);
  if (id === null) {
    return (
      <DetailProblem
        back={BACK}
        title="Invalid ID format"
        text="The address of an article starts with its number, for example /blog/12-title. This one does not."
      />
    );
  }
  return <Post id={id} />;
}
