import { Stack, Text, Title } from '@mantine/core';
import type { ReportedReview } from '../../data/admin/moderation';
import { when } from './when';
import { t } from './words';

/** A reported review as its readers see it: who, the stars, the words, the owner's reply. */
export function ReviewPreview({ review }: { review: ReportedReview }) {
  return (
    <Stack gap="xs">
      <Title order={3}>
        {t('admin.review.of', { service: review.services?.name ?? t('admin.review.aService') })}
      </Title>
      <Text>
        {t('admin.review.byline', {
          reviewer: review.reviewer_name,
          rating: review.rating,
          time: when(review.created_at),
        })}
      </Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{review.body ?? t('admin.review.noWords')}</Text>
      {review.owner_reply ? (
        <Text style={{ whiteSpace: 'pre-line' }}>
          {t('admin.review.reply', { reply: review.owner_reply })}
        </Text>
      ) : null}
    </Stack>
  );
}
