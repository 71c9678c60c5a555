import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { submitOrFocus, useSchemaForm } from '../../components/forms/useSchemaForm';
import { clearDraft } from '../../data/drafts';
import { replyToReview } from '../../data/reviews/serviceReviews';
import { replySchema } from './reviewSchema';

/** The service owner's one reply to a review. */
export function ReplyForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const draftKey = `review-reply.${reviewId}`;
  const form = useSchemaForm<{ reply: string }>({
    schema: replySchema,
    initialValues: { reply: '' },
    draftKey,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = submitOrFocus(form, async (values) => {
    setSending(true);
    const refused = await replyToReview(reviewId, values.reply.trim());
    setSending(false);
    setProblem(refused);
    if (refused) return;
    clearDraft(draftKey);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Reply to this review">
      <Stack gap="xs" maw="40rem">
        <FormProblem title="Your reply was not saved" problem={problem} />
        <Textarea
          {...form.getInputProps('reply')}
          label="Your reply as the service"
          description="You can reply once; it shows under the review."
          autosize
          minRows={2}
        />
        <Button type="submit" size="sm" loading={sending} style={{ alignSelf: 'flex-start' }}>
          Post your reply
        </Button>
      </Stack>
    </form>
  );
}
