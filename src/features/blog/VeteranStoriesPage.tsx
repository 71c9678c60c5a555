import { Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DirectoryResults } from '../../components/DirectoryResults';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import type { BlogFilter } from '../../data/query';
import { pageParam, toParams } from '../../lib/searchParams';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { BlogPostCard } from './BlogPostCard';
import { useBlogPosts } from './useBlogPosts';

/** Stories are blog articles in the Stories category; only the page number is in the URL. */
const storiesFromParams = (params: URLSearchParams): BlogFilter => ({
  table: 'blog_posts',
  category: 'Stories',
  page: pageParam(params),
});
const storiesToParams = (filter: BlogFilter) => toParams({ page: filter.page });

export default function VeteranStoriesPage() {
  const { filter, setFilter } = useUrlFilter(storiesFromParams, storiesToParams);
  const list = useBlogPosts(filter);
  return (
    <Stack gap="xl">
      <PageHeader intro="Stories from veterans and their families about leaving the military, finding work, recovering, caring for someone and serving again. Read how others found their way, and share your own." />

      <PageSection id="stories-list" heading="Latest stories">
        <DirectoryResults
          list={list}
          page={filter.page ?? 1}
          noun="stories"
          onPage={(page) => setFilter({ ...filter, page })}
          renderItem={(post) => <BlogPostCard post={post} />}
          empty={
            <EmptyState title="No stories on this device yet">
              Veteran stories are published as blog articles in the Stories category. None have been
              loaded onto this device so far. Be one of the first to share yours.
            </EmptyState>
          }
        />
        <Button component={Link} to="/submit/blog" variant="outline" w="fit-content">
          Share your story
        </Button>
      </PageSection>

      <PageSection heading="What makes a good story" narrow>
        <Text>
          You do not need to be a writer. The stories that help most are honest and specific.
        </Text>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              One moment or turning point.
            </Text>{' '}
            A first week as a civilian, a job interview, the day you asked for help. One moment told
            well says more than a whole career in summary.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              What helped, and what did not.
            </Text>{' '}
            Name the program, person or habit that made a difference, so a reader can try it too.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              What you wish you had known.
            </Text>{' '}
            Your hindsight is someone else&apos;s head start.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Plain words.
            </Text>{' '}
            Spell out acronyms the first time. Readers come from every branch and era, and some are
            family members who never served.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Short paragraphs.
            </Text>{' '}
            Many readers use a phone or larger text. A few sentences per paragraph is easier to
            follow.
          </List.Item>
        </List>
        <Text>
          Before you write, read the{' '}
          <InternalLink to="/blog/requirements">article requirements</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Your privacy when sharing" narrow>
        <Text>A published story can be read by anyone. You stay in control of what it says.</Text>
        <List spacing="xs">
          <List.Item>
            You choose the name to use: your full name, your first name only, or a pen name.
          </List.Item>
          <List.Item>
            Do not include your service number, Social Security number, VA file or claim number, or
            your home address.
          </List.Item>
          <List.Item>
            Leave out medical details or diagnoses you do not want to be public, and ask before you
            write about other people, especially by name.
          </List.Item>
          <List.Item>
            If you add photos, check them first: they can show more than you mean to, such as name
            tapes, unit signs or your street.
          </List.Item>
        </List>
        <Text>
          To read how VetHub handles what you send, see the{' '}
          <InternalLink to="/privacy">privacy policy</InternalLink>.
        </Text>
      </PageSection>
    </Stack>
  );
}
