import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { ReportForm } from '../../components/ReportForm';
import { deleteReview, type ServiceReview } from '../../data/reviews/serviceReviews';
import { ReplyForm } from './ReplyForm';
import { ReviewForm } from './ReviewForm';
import { longDate } from '../../lib/longDate';
import { t } from './words';

interface ReviewItemProps {
  review: ServiceReview;
  serviceId: number;
  mine: boolean;
  /** The viewer owns the service: they may reply once. */
  owner: boolean;
  onChange: () => void;
}

/**
 * One review: who, the stars, the words, the owner's reply; the reviewer's edit and delete, and
 * for everyone else a way to report it.
 */
export function ReviewItem({ review, serviceId, mine, owner, onChange }: ReviewItemProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (editing) {
    return (
      <ReviewForm
        serviceId={serviceId}
        review={review}
        onDone={() => {
          setEditing(false);
          onChange();
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  const remove = async () => {
    const refused = await deleteReview(review.id);
    setProblem(refused);
    if (!refused) onChange();
  };
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={700} id={headingId}>
            {mine ? t('services.review.yours') : review.reviewerName}
          </Text>
          <Text>
            <span aria-hidden="true">
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}{' '}
            </span>
            {t('services.review.stars', { rating: review.rating })}
          </Text>
          <Text size="sm">{longDate(review.createdAt)}</Text>
        </Group>
        {review.body ? <Text style={{ whiteSpace: 'pre-line' }}>{review.body}</Text> : null}
        {review.ownerReply ? (
          <Box pl="md" style={{ borderLeft: '3px solid var(--mantine-color-blue-8)' }}>
            <Text fw={700} size="sm">
              {t('services.review.reply')}
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{review.ownerReply}</Text>
          </Box>
        ) : null}
        {owner && !review.ownerReply ? <ReplyForm reviewId={review.id} onDone={onChange} /> : null}
        {problem ? (
          <Text role="alert" c="red.9">
            {problem}
          </Text>
        ) : null}
        {mine ? (
          <Group gap="xs">
            <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
              {t('services.review.edit')}
            </Button>
            {confirming ? (
              <>
                <Button size="xs" color="red.9" onClick={() => void remove()}>
                  {t('services.review.confirmDelete')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
                  {t('services.review.keep')}
                </Button>
              </>
            ) : (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('services.review.delete')}
              </Button>
            )}
          </Group>
        ) : (
          <ReportForm table="service_reviews" id={review.id} />
        )}
      </Stack>
    </Paper>
  );
}
