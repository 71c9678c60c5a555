import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { blogRecord } from '../../data/records';
import { statusLabel, type OwnListing } from './ownListings';
import { useOwnListings } from './useOwnListings';
import { RetryAlert } from '../../components/RetryAlert';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

const STORY_TABLES: readonly OwnListing['table'][] = ['blog_posts'];

/** The review note's label (a message id) by status. */
const NOTE_LABEL: Record<string, string> = {
  rejected: 'dashboard.stories.rejectedNote',
  changes_requested: 'dashboard.changesNote',
};

function Story({ story }: { story: OwnListing }) {
  const status = statusLabel('blog_posts', story.status, story.takenDown);
  const { live } = status;
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
            {t('dashboard.note', {
              label: t(
                story.takenDown
                  ? 'dashboard.takenDownNote'
                  : (NOTE_LABEL[story.status] ?? 'dashboard.moderatorNote'),
              ),
              note: story.reviewNote,
            })}
          </Text>
        ) : null}
        <Group gap="xs">
          {live && blogRecord.detailPath ? (
            <Button
              component={Link}
              to={blogRecord.detailPath({ id: story.id, name: story.title })}
              size="xs"
              variant="outline"
              aria-label={t('dashboard.stories.readItem', { title: story.title })}
            >
              {t('dashboard.stories.read')}
            </Button>
          ) : null}
          {story.takenDown ? null : (
            <Button
              component={Link}
              to={blogRecord.editPath(story.id)}
              size="xs"
              variant="outline"
              aria-label={t('dashboard.editItem', { title: story.title })}
            >
              {t('dashboard.edit')}
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
        <Text>{t('dashboard.stories.loading')}</Text>
      </Group>
    );
  } else if (state.status === 'error') {
    body = (
      <RetryAlert
        title={t('dashboard.stories.loadFailed')}
        message={t('dashboard.checkConnection')}
        onRetry={reload}
      />
    );
  } else if (state.items.length === 0) {
    body = <Text>{t('dashboard.stories.none')}</Text>;
  } else {
    body = (
      <Stack
        component="ul"
        className="plain-list"
        gap="sm"
        aria-label={t('dashboard.stories.heading')}
      >
        {state.items.map((story) => (
          <Story key={story.id} story={story} />
        ))}
      </Stack>
    );
  }
  return (
    <PageSection id="own-stories-heading" heading={t('dashboard.stories.heading')}>
      <LinkedParagraph message={t('dashboard.stories.text')} links={['/veteran-stories']} />
      {body}
      <div>
        <Button component={Link} to={blogRecord.submitPath ?? '/submit/blog'} variant="outline">
          {t('dashboard.stories.share')}
        </Button>
      </div>
    </PageSection>
  );
}
