import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { submitOrFocus, useSchemaForm } from '../../components/forms/useSchemaForm';
import { clearDraft } from '../../data/drafts';
import { replyToReview } from '../../data/reviews/serviceReviews';
import { replySchema } from './reviewSchema';
import { t } from './words';

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
    <form onSubmit={submit} noValidate aria-label={t('services.reply.form')}>
      <Stack gap="xs" maw="40rem">
        <FormProblem title={t('services.reply.notSaved')} problem={problem} />
        <Textarea
          {...form.getInputProps('reply')}
          label={t('services.reply.label')}
          description={t('services.reply.help')}
          autosize
          minRows={2}
        />
        <Button type="submit" size="sm" loading={sending} style={{ alignSelf: 'flex-start' }}>
          {t('services.reply.post')}
        </Button>
      </Stack>
    </form>
  );
}
