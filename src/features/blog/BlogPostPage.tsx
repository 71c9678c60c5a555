import { IdFromSlug } from '../../components/directory/IdFromSlug';
import { RecordDetail } from '../../components/directory/RecordDetail';
import { Badge, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { Link } from 'react-router';
import { ListingImage } from '../../components/ListingImage';
import { PageHeader } from '../../components/PageHeader';
import { SafeMarkdown } from '../../components/SafeMarkdown';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { readingMinutes } from '../../lib/readingTime';
import { safeHttpUrl } from '../../lib/safeUrl';
import { BlogPostCard } from './BlogPostCard';
import { blogPostPath, byline } from './blogPostPath';
import type { BlogPostRecord } from './blogPostSchema';
import { useBlogPost, useRelatedPosts } from './useBlogPosts';
import { PageSection } from '../../components/PageSection';
import { blogCategoryLabel } from './blogCategories';
import { InEnglishBadge } from '../../components/InEnglishBadge';
import { t } from './words';

// The way back, in the page's language: made as the page renders.
const back = () => ({ to: '/blog', label: t('blog.back') });

function RelatedPosts({ post }: { post: BlogPostRecord }) {
  const related = useRelatedPosts(post);
  if (related.length === 0) return null;
  return (
    <PageSection id="blog-related" heading={t('blog.post.related')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {related.map((other) => (
          <BlogPostCard key={other.id} post={other} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function Post({ id }: { id: number }) {
  return (
    <RecordDetail
      state={useBlogPost(id)}
      view={{ table: 'blog_posts', id }}
      noun={t('blog.noun')}
      back={back()}
      missingTitle={t('blog.post.missingTitle')}
      missingText={t('blog.post.missing', { id })}
    >
      {(post) => {
        const cover = safeHttpUrl(post.cover_image_url);
        return (
          <>
            <PageHeader title={post.title} intro={post.excerpt ?? undefined}>
              <Group gap="xs">
                <FeaturedBadge until={post.featured_until} />
                <Badge variant="outline">
                  <Link to={`/blog?category=${encodeURIComponent(post.category)}`}>
                    {blogCategoryLabel(post.category)}
                  </Link>
                </Badge>
                <InEnglishBadge language={post.language} label={t('blog.inEnglish')} />
                <Text size="sm">
                  {byline(post)} · {t('blog.minutes', { minutes: readingMinutes(post.content) })}
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
              <Image
                src={cover}
                alt={post.cover_image_alt ?? ''}
                radius="md"
                mah={420}
                fit="cover"
              />
            ) : null}
            {/* The author's own words, read by screen readers in their language. */}
            <article aria-label={post.title} data-testid="blog-content" lang={post.language}>
              <SafeMarkdown markdown={post.content} />
            </article>
            <RelatedPosts post={post} />
          </>
        );
      }}
    </RecordDetail>
  );
}

export default function BlogPostPage() {
  return <IdFromSlug back={back()} invalidText={t('blog.post.invalid')} Page={Post} />;
}
