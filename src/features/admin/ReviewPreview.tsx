import { Stack, Text, Title } from '@mantine/core';
import type { ReportedReview } from '../../data/admin/moderation';
import { when } from './when';

/** A reported review as its readers see it: who, the stars, the words, the owner's reply. */
export function ReviewPreview({ review }: { review: ReportedReview }) {
  return (
    <Stack gap="xs">
      <Title order={3}>Review of {review.services?.name ?? 'a service'}</Title>
      <Text>
        {review.reviewer_name} · {review.rating} out of 5 · written {when(review.created_at)}
      </Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{review.body ?? 'No words, just the rating.'}</Text>
      {review.owner_reply ? (
        <Text style={{ whiteSpace: 'pre-line' }}>Reply from the service: {review.owner_reply}</Text>
      ) : null}
    </Stack>
  );
}
