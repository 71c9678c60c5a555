import { Stack, Title } from '@mantine/core';
import { PostingInvitation } from '../../components/posting/PostingInvitation';
import { LinkedText } from '../../components/content/LinkedText';
import { PagedResults } from '../../components/directory/PagedResults';
import { PageHeader } from '../../components/PageHeader';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { BlogCategoryNav } from './BlogCategoryNav';
import { blogFilterFromParams, blogFilterToParams } from './blogFilterParams';
import { BlogPostCard } from './BlogPostCard';
import { BlogSearch } from './BlogSearch';
import { useBlogPosts } from './useBlogPosts';
import { PageSection } from '../../components/PageSection';
import { blogCategoryLabel } from './blogCategories';
import { t } from './words';

export default function BlogPage() {
  const { filter, setFilter, key } = useUrlFilter(blogFilterFromParams, blogFilterToParams);
  const list = useBlogPosts(filter);

  return (
    <Stack gap="xl">
      <PageHeader intro={t('blog.list.intro')} />

      <PageSection id="blog-browse" heading={t('blog.list.browse')}>
        <BlogCategoryNav current={filter.category} search={filter.search} />
        <BlogSearch key={key} filter={filter} onApply={setFilter} />
      </PageSection>

      <Stack gap="md" component="section" aria-labelledby="blog-list">
        <Title order={2} id="blog-list">
          {filter.category
            ? t('blog.list.inCategory', { category: blogCategoryLabel(filter.category) })
            : t('blog.list.latest')}
        </Title>
        <PagedResults
          url={{ filter, setFilter }}
          list={list}
          noun={t('blog.list.noun')}
          renderItem={(post) => <BlogPostCard post={post} />}
          emptyText={<LinkedText message={t('blog.list.empty')} links={['/veteran-stories']} />}
        />
      </Stack>

      <PostingInvitation
        kind="blog"
        id="blog-write"
        heading={t('blog.write.heading')}
        text={t('blog.write.text')}
      />
    </Stack>
  );
}
