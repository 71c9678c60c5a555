import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { blogRecord } from '../../data/records';
import { statusLabel, type OwnListing } from './ownListings';
import { useOwnListings } from './useOwnListings';
import { RetryAlert } from '../../components/RetryAlert';
import { PageSection } from '../../components/PageSection';

const STORY_TABLES: readonly OwnListing['table'][] = ['blog_posts'];

const NOTE_LABEL: Record<string, string> = {
  rejected: 'Why it was not published',
  changes_requested: 'What to change (edit it and it goes back into review)',
};

function Story({ story }: { story: OwnListing }) {
  const status = statusLabel('blog_posts', story.status, story.takenDown);
  const live = status.label === 'Live';
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={700}>{story.title}</Text>
          <Badge color={status.color} variant="filled" tt="none">
            {status.label}
          </Badge>
        </Group>
        {story.reviewNote ? (
          <Text size="sm">
            {story.takenDown
              ? 'Why it was taken down'
              : (NOTE_LABEL[story.status] ?? 'Moderator’s note')}
            : {story.reviewNote}
          </Text>
        ) : null}
        <Group gap="xs">
          {live && blogRecord.detailPath ? (
            <Button
              component={Link}
              to={blogRecord.detailPath({ id: story.id, name: story.title })}
              size="xs"
              variant="outline"
              aria-label={`Read ${story.title}`}
            >
              Read it
            </Button>
          ) : null}
          {story.takenDown ? null : (
            <Button
              component={Link}
              to={blogRecord.editPath(story.id)}
              size="xs"
              variant="outline"
              aria-label={`Edit ${story.title}`}
            >
              Edit
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A veteran's own stories and where each stands in review, with a way to share another. */
export function OwnStories({ userId }: { userId: string }) {
  const { state, reload } = useOwnListings(userId, STORY_TABLES);
  let body;
  if (state.status === 'loading') {
    body = (
      <Group role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading your stories…</Text>
      </Group>
    );
  } else if (state.status === 'error') {
    body = (
      <RetryAlert
        title="Your stories could not be loaded"
        message="Check your connection and try again."
        onRetry={reload}
      />
    );
  } else if (state.items.length === 0) {
    body = <Text>You have not shared a story yet.</Text>;
  } else {
    body = (
      <Stack component="ul" className="plain-list" gap="sm" aria-label="Your stories">
        {state.items.map((story) => (
          <Story key={story.id} story={story} />
        ))}
      </Stack>
    );
  }
  return (
    <PageSection id="own-stories-heading" heading="Your stories">
      <Text>
        Every story is read by the VetHub team before it is published on{' '}
        <InternalLink to="/veteran-stories">Veteran stories</InternalLink>.
      </Text>
      {body}
      <div>
        <Button component={Link} to={blogRecord.submitPath ?? '/submit/blog'} variant="outline">
          Share your story
        </Button>
      </div>
    </PageSection>
  );
}
