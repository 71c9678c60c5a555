import { Group, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { feedbackKinds, feedbackLabels, feedbackSchema } from './feedbackSchema';
import { MessageFormFrame } from './MessageFormFrame';
import { topicChoices } from './topicChoices';
import { useMessageForm } from './useMessageForm';
import { t } from './words';

const required = ['kind', 'message'] as const;
const ratings = ['1', '2', '3', '4', '5'] as const;
// The ends of the scale say what they mean; labels are message ids.
const scaleEnds: Partial<Record<(typeof ratings)[number], string>> = {
  '1': 'contact.feedbackForm.lowest',
  '5': 'contact.feedbackForm.highest',
};

function ratingLabel(rating: (typeof ratings)[number]): string {
  const end = scaleEnds[rating];
  return end ? t(end, { rating }) : rating;
}

/** The feedback form: topic and feedback required; page, rating, name and email optional. */
export function FeedbackForm({ page }: { page: string }) {
  // Loaded now, so the page can open even when the message is sent offline.
  useEffect(() => void import('./FeedbackSuccessPage').catch(() => undefined), []);
  const { field, ...form } = useMessageForm({
    table: 'feedback',
    schema: feedbackSchema,
    labels: feedbackLabels,
    required,
    initial: { kind: '', message: '', page, rating: '', name: '', email: '' },
    successPath: '/feedback/success',
  });

  return (
    <MessageFormFrame
      label={t('contact.feedbackForm.label')}
      submitLabel={t('contact.feedbackForm.submit')}
      form={form}
    >
      <NativeSelect {...field('kind')} data={topicChoices(feedbackKinds)} />
      <Textarea {...field('message')} autosize minRows={5} />
      <TextInput {...field('page')} description={t('contact.feedbackForm.pageHelp')} />
      <Radio.Group
        {...form.form.getInputProps('rating')}
        label={t('contact.feedbackForm.ratingLabel')}
        description={t('contact.feedbackForm.optional')}
      >
        <Group gap="md" mt="xs">
          {ratings.map((r) => (
            <Radio key={r} value={r} label={ratingLabel(r)} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        {...field('name')}
        autoComplete="name"
        description={t('contact.feedbackForm.optional')}
      />
      <TextInput
        {...field('email')}
        type="email"
        autoComplete="email"
        description={t('contact.feedbackForm.emailHelp')}
      />
    </MessageFormFrame>
  );
}
