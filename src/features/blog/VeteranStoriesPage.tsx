import { Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DirectoryResults } from '../../components/DirectoryResults';
import { EmptyState } from '../../components/EmptyState';
import { LinkedText } from '../../components/content/LinkedText';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import type { BlogFilter } from '../../data/query';
import { pageParam, toParams } from '../../lib/searchParams';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { BlogPostCard } from './BlogPostCard';
import { useBlogPosts } from './useBlogPosts';
import { t } from './words';

/** Stories are blog articles in the Stories category; only the page number is in the URL. */
const storiesFromParams = (params: URLSearchParams): BlogFilter => ({
  table: 'blog_posts',
  category: 'Stories',
  page: pageParam(params),
});
const storiesToParams = (filter: BlogFilter) => toParams({ page: filter.page });

// What makes a good story: each point's lead and its text, as message ids.
const tips = [
  ['blog.stories.momentTitle', 'blog.stories.momentText'],
  ['blog.stories.helpedTitle', 'blog.stories.helpedText'],
  ['blog.stories.wishTitle', 'blog.stories.wishText'],
  ['blog.stories.plainTitle', 'blog.stories.plainText'],
  ['blog.stories.shortTitle', 'blog.stories.shortText'],
] as const;

// Your privacy when sharing, as message ids.
const privacy = [
  'blog.stories.name',
  'blog.stories.numbers',
  'blog.stories.medical',
  'blog.stories.photos',
] as const;

export default function VeteranStoriesPage() {
  const { filter, setFilter } = useUrlFilter(storiesFromParams, storiesToParams);
  const list = useBlogPosts(filter);
  return (
    <Stack gap="xl">
      <PageHeader intro={t('blog.stories.intro')} />

      <PageSection id="stories-list" heading={t('blog.stories.latest')}>
        <DirectoryResults
          list={list}
          page={filter.page ?? 1}
          noun={t('blog.stories.noun')}
          onPage={(page) => setFilter({ ...filter, page })}
          renderItem={(post) => <BlogPostCard post={post} />}
          empty={
            <EmptyState title={t('blog.stories.emptyTitle')}>
              {t('blog.stories.emptyText')}
            </EmptyState>
          }
        />
        <Button component={Link} to="/submit/blog" variant="outline" w="fit-content">
          {t('blog.stories.share')}
        </Button>
      </PageSection>

      <PageSection heading={t('blog.stories.goodHeading')} narrow>
        <Text>{t('blog.stories.goodIntro')}</Text>
        <List spacing="xs">
          {tips.map(([lead, text]) => (
            <List.Item key={lead}>
              <Text span fw={700}>
                {t(lead)}
              </Text>{' '}
              {t(text)}
            </List.Item>
          ))}
        </List>
        <Text>
          <LinkedText message={t('blog.stories.read')} links={['/blog/requirements']} />
        </Text>
      </PageSection>

      <PageSection heading={t('blog.stories.privacyHeading')} narrow>
        <Text>{t('blog.stories.privacyIntro')}</Text>
        <List spacing="xs">
          {privacy.map((id) => (
            <List.Item key={id}>{t(id)}</List.Item>
          ))}
        </List>
        <Text>
          <LinkedText message={t('blog.stories.policy')} links={['/privacy']} />
        </Text>
      </PageSection>
    </Stack>
  );
}
