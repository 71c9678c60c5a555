import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PagedResults } from '../../components/directory/PagedResults';
import { PageHeader } from '../../components/PageHeader';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { BlogCategoryNav } from './BlogCategoryNav';
import { blogFilterFromParams, blogFilterToParams } from './blogFilterParams';
import { BlogPostCard } from './BlogPostCard';
import { BlogSearch } from './BlogSearch';
import { useBlogPosts } from './useBlogPosts';
import { PageSection } from '../../components/PageSection';

export default function BlogPage() {
  const { filter, setFilter, key } = useUrlFilter(blogFilterFromParams, blogFilterToParams);
  const list = useBlogPosts(filter);

  return (
    <Stack gap="xl">
      <PageHeader intro="Guides, news and stories written by veterans, families and the organizations that serve them. Browse by category and save the articles you want to read again." />

      <PageSection id="blog-browse" heading="Browse articles">
        <BlogCategoryNav current={filter.category} search={filter.search} />
        <BlogSearch key={key} filter={filter} onApply={setFilter} />
      </PageSection>

      <Stack gap="md" component="section" aria-labelledby="blog-list">
        <Title order={2} id="blog-list">
          {filter.category ? `${filter.category} articles` : 'Latest articles'}
        </Title>
        <PagedResults
          url={{ filter, setFilter }}
          list={list}
          noun="articles"
          renderItem={(post) => <BlogPostCard post={post} />}
          emptyText={
            <>
              Try another category or other words. Stories from veterans are also on the{' '}
              <InternalLink to="/veteran-stories">veteran stories page</InternalLink>.
            </>
          }
        />
      </Stack>

      <PageSection id="blog-write" heading="Write for VetHub">
        <Text>
          Have a story or advice to share? Read the{' '}
          <InternalLink to="/blog/requirements">blog requirements</InternalLink> and submit an
          article.
        </Text>
        <Group>
          <Button component={Link} to="/submit/blog" variant="outline">
            Submit an article
          </Button>
        </Group>
      </PageSection>
    </Stack>
  );
}
