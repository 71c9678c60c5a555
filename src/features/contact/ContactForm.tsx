import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useId, type FormEvent } from 'react';
import { contactLabels, contactMessageSchema, contactTopics } from './contactSchema';
import classes from './MessageForm.module.css';
import { MessageFormNotice } from './MessageFormNotice';
import { useMessageForm } from './useMessageForm';

const required = ['topic', 'name', 'email', 'message'] as const;

/** The contact form: topic, name, email and message, all required. */
export function ContactForm() {
  const prefix = useId();
  // Loaded now, so the page can open even when the message is sent offline.
  useEffect(() => void import('./ContactSuccessPage').catch(() => undefined), []);
  const form = useMessageForm({
    table: 'contact_messages',
    schema: contactMessageSchema,
    labels: contactLabels,
    required,
    initial: { topic: '', name: '', email: '', message: '' },
    successPath: '/contact/success',
  });
  const field = (name: keyof typeof contactLabels) => ({
    id: `${prefix}-${name}`,
    label: contactLabels[name],
    value: form.values[name] ?? '',
    error: form.errors[name],
    withAsterisk: true,
    required: true,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const first = await form.submit();
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Message to the VetHub team"
      className={classes.form}
    >
      <Stack gap="md" maw="40rem">
        <MessageFormNotice notice={form.notice} />
        <NativeSelect
          {...field('topic')}
          data={[{ value: '', label: 'Choose a topic' }, ...contactTopics]}
          onChange={(e) => form.setField('topic', e.currentTarget.value)}
        />
        <TextInput
          {...field('name')}
          autoComplete="name"
          onChange={(e) => form.setField('name', e.currentTarget.value)}
        />
        <TextInput
          {...field('email')}
          type="email"
          autoComplete="email"
          description="We reply to this address."
          onChange={(e) => form.setField('email', e.currentTarget.value)}
        />
        <Textarea
          {...field('message')}
          autosize
          minRows={5}
          description="Please do not include your Social Security number or VA file number."
          onChange={(e) => form.setField('message', e.currentTarget.value)}
        />
        <Button type="submit" loading={form.sending} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
