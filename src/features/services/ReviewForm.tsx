import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { submitOrFocus, useSchemaForm } from '../../components/forms/useSchemaForm';
import { clearDraft } from '../../data/drafts';
import { changeReview, writeReview, type ServiceReview } from '../../data/reviews/serviceReviews';
import { REVIEW_MAX, reviewSchema, type ReviewFormValues } from './reviewSchema';

const ratingLabels: Record<ReviewFormValues['rating'], string> = {
  '5': '5 stars: excellent',
  '4': '4 stars: good',
  '3': '3 stars: fair',
  '2': '2 stars: poor',
  '1': '1 star: very poor',
};

interface ReviewFormProps {
  serviceId: number;
  /** The veteran's own review when editing it. */
  review?: ServiceReview;
  onDone: () => void;
  onCancel?: () => void;
}

/** Write or edit a review: the server's refusal shows above the fields and nothing typed is lost. */
export function ReviewForm({ serviceId, review, onDone, onCancel }: ReviewFormProps) {
  const draftKey = `review.${serviceId}`;
  const form = useSchemaForm<ReviewFormValues>({
    schema: reviewSchema,
    initialValues: review
      ? { rating: String(review.rating) as ReviewFormValues['rating'], body: review.body ?? '' }
      : { rating: '' as ReviewFormValues['rating'], body: '' },
    draftKey: review ? undefined : draftKey,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = submitOrFocus(form, async (values) => {
    setSending(true);
    const input = { rating: Number(values.rating), body: values.body.trim() };
    const refused = review
      ? await changeReview(review.id, input)
      : await writeReview(serviceId, input);
    setSending(false);
    setProblem(refused);
    if (refused) return;
    if (!review) clearDraft(draftKey);
    onDone();
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={review ? 'Edit your review' : 'Review this service'}
    >
      <Stack gap="md" maw="40rem">
        <FormProblem title="Your review was not saved" problem={problem} />
        <Radio.Group {...form.getInputProps('rating')} label="Your rating" withAsterisk>
          <Stack gap="xs" mt="xs">
            {(['5', '4', '3', '2', '1'] as const).map((r) => (
              <Radio key={r} value={r} label={ratingLabels[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          {...form.getInputProps('body')}
          label="Your review"
          description={`Optional. What went well or not, in up to ${REVIEW_MAX.toLocaleString('en-US')} characters. It shows with your first name and initial.`}
          autosize
          minRows={4}
        />
        <Group>
          <Button type="submit" loading={sending}>
            {review ? 'Save your review' : 'Post your review'}
          </Button>
          {onCancel ? (
            <Button variant="subtle" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
