import { Button, Group, List, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { blogPosting } from './blogPosting';
import { SubmissionStatus } from '../../components/posting/SubmissionStatus';

const RECEIVED =
  'Thank you for writing for VetHub. Your article has been received and is waiting for review.';

export default function BlogSuccessPage() {
  const entry = useSearchParams()[0].get('entry');
  return (
    <Stack gap="xl">
      <PageHeader intro={entry ? undefined : RECEIVED}>
        {entry ? (
          <SubmissionStatus
            kind={blogPosting}
            entryId={entry}
            formPath="/submit/blog"
            sentMessage={RECEIVED}
          />
        ) : null}
      </PageHeader>

      <Stack gap="sm" component="section" aria-labelledby="blog-success-next">
        <Title order={2} id="blog-success-next">
          What happens next
        </Title>
        <List spacing="xs">
          <List.Item>
            The VetHub team reads every article against the{' '}
            <InternalLink to="/blog/requirements">blog requirements</InternalLink> before it is
            published.
          </List.Item>
          <List.Item>
            If the article meets them, it is published on the blog under the category you chose.
          </List.Item>
          <List.Item>
            An article that does not meet them, for example a benefit figure with no source, is not
            published as it stands.
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="blog-success-links">
        <Title order={2} id="blog-success-links">
          Where to go now
        </Title>
        <Group>
          <Button component={Link} to="/dashboard">
            Go to your dashboard
          </Button>
          <Button component={Link} to="/blog" variant="outline">
            Go to the blog
          </Button>
          <Button component={Link} to="/submit" variant="outline">
            Submit something else
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
