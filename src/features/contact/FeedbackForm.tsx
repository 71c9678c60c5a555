import { Group, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { feedbackKinds, feedbackLabels, feedbackSchema } from './feedbackSchema';
import { MessageFormFrame } from './MessageFormFrame';
import { useMessageForm } from './useMessageForm';

const required = ['kind', 'message'] as const;
const ratings = ['1', '2', '3', '4', '5'] as const;
const ratingWords: Record<(typeof ratings)[number], string> = {
  '1': '1 (very poor)',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5 (very good)',
};

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
    <MessageFormFrame label="Feedback to the VetHub team" submitLabel="Send feedback" form={form}>
      <NativeSelect
        {...field('kind')}
        data={[{ value: '', label: 'Choose a topic' }, ...feedbackKinds]}
      />
      <Textarea {...field('message')} autosize minRows={5} />
      <TextInput
        {...field('page')}
        description="The VetHub page your feedback is about, if any (for example /services)."
      />
      <Radio.Group
        {...form.form.getInputProps('rating')}
        label="How would you rate VetHub?"
        description="Optional."
      >
        <Group gap="md" mt="xs">
          {ratings.map((r) => (
            <Radio key={r} value={r} label={ratingWords[r]} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput {...field('name')} autoComplete="name" description="Optional." />
      <TextInput
        {...field('email')}
        type="email"
        autoComplete="email"
        description="Optional: only if you would like a reply."
      />
    </MessageFormFrame>
  );
}
