import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { submitOrFocus, useSchemaForm } from '../../components/forms/useSchemaForm';
import { clearDraft } from '../../data/drafts';
import { changeReview, writeReview, type ServiceReview } from '../../data/reviews/serviceReviews';
import { reviewMaxText, reviewSchema, type ReviewFormValues } from './reviewSchema';
import { t } from './words';

// The radios' labels: message ids, by rating.
const ratingLabels: Record<ReviewFormValues['rating'], string> = {
  '5': 'services.reviewForm.rating5',
  '4': 'services.reviewForm.rating4',
  '3': 'services.reviewForm.rating3',
  '2': 'services.reviewForm.rating2',
  '1': 'services.reviewForm.rating1',
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
      aria-label={review ? t('services.review.edit') : t('services.reviewForm.label')}
    >
      <Stack gap="md" maw="40rem">
        <FormProblem title={t('services.reviewForm.notSaved')} problem={problem} />
        <Radio.Group
          {...form.getInputProps('rating')}
          label={t('services.reviewForm.rating')}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {(['5', '4', '3', '2', '1'] as const).map((r) => (
              <Radio key={r} value={r} label={t(ratingLabels[r])} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          {...form.getInputProps('body')}
          label={t('services.reviewForm.body')}
          description={t('services.reviewForm.bodyHelp', { max: reviewMaxText() })}
          autosize
          minRows={4}
        />
        <Group>
          <Button type="submit" loading={sending}>
            {review ? t('services.reviewForm.save') : t('services.reviewForm.post')}
          </Button>
          {onCancel ? (
            <Button variant="subtle" onClick={onCancel}>
              {t('services.reviewForm.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
