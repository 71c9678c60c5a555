import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function SubmitBlogPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Write for the VetHub blog: a practical guide, a news item or your own story for veterans and their families. Every article is reviewed before it is published.">
        <Text>
          Before you start, read the{' '}
          <InternalLink to="/blog/requirements">blog submission requirements</InternalLink>: the
          length of each part, the content rules and the categories.
        </Text>
      </PageHeader>

      <EmptyState
        title="The form is not on this page yet"
        actions={
          <>
            <Button component={Link} to="/blog/requirements">
              Read the blog requirements
            </Button>
            <Button component={Link} to="/submit" variant="outline">
              See all ways to post
            </Button>
          </>
        }
      >
        <Text>
          You cannot submit an article here yet. You can start writing now: draft your title,
          excerpt and body in any editor, with a VA.gov link beside every benefit figure, and it
          will be ready to paste in.
        </Text>
      </EmptyState>
    </Stack>
  );
}
