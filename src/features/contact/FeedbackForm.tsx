import { Button, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useId, type FormEvent } from 'react';
import { feedbackKinds, feedbackLabels, feedbackSchema } from './feedbackSchema';
import classes from './MessageForm.module.css';
import { MessageFormNotice } from './MessageFormNotice';
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
  const prefix = useId();
  // Loaded now, so the page can open even when the message is sent offline.
  useEffect(() => void import('./FeedbackSuccessPage').catch(() => undefined), []);
  const form = useMessageForm({
    table: 'feedback',
    schema: feedbackSchema,
    labels: feedbackLabels,
    required,
    initial: { kind: '', message: '', page, rating: '', name: '', email: '' },
    successPath: '/feedback/success',
  });
  const field = (name: keyof typeof feedbackLabels) => ({
    id: `${prefix}-${name}`,
    label: feedbackLabels[name],
    value: form.values[name] ?? '',
    error: form.errors[name],
    withAsterisk: (required as readonly string[]).includes(name),
    required: (required as readonly string[]).includes(name),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const first = await form.submit();
    if (first === 'rating')
      document.querySelector<HTMLInputElement>(`[name="${prefix}-rating"]`)?.focus();
    else if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Feedback to the VetHub team"
      className={classes.form}
    >
      <Stack gap="md" maw="40rem">
        <MessageFormNotice notice={form.notice} />
        <NativeSelect
          {...field('kind')}
          data={[{ value: '', label: 'Choose a topic' }, ...feedbackKinds]}
          onChange={(e) => form.setField('kind', e.currentTarget.value)}
        />
        <Textarea
          {...field('message')}
          autosize
          minRows={5}
          onChange={(e) => form.setField('message', e.currentTarget.value)}
        />
        <TextInput
          {...field('page')}
          description="The VetHub page your feedback is about, if any (for example /services)."
          onChange={(e) => form.setField('page', e.currentTarget.value)}
        />
        <Radio.Group
          name={`${prefix}-rating`}
          label="How would you rate VetHub?"
          description="Optional."
          value={form.values.rating ?? ''}
          error={form.errors.rating}
          onChange={(value) => form.setField('rating', value)}
        >
          <Group gap="md" mt="xs">
            {ratings.map((r) => (
              <Radio key={r} value={r} label={ratingWords[r]} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          {...field('name')}
          autoComplete="name"
          description="Optional."
          onChange={(e) => form.setField('name', e.currentTarget.value)}
        />
        <TextInput
          {...field('email')}
          type="email"
          autoComplete="email"
          description="Optional: only if you would like a reply."
          onChange={(e) => form.setField('email', e.currentTarget.value)}
        />
        <Button type="submit" loading={form.sending} style={{ alignSelf: 'flex-start' }}>
          Send feedback
        </Button>
      </Stack>
    </form>
  );
}
