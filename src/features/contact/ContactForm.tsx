import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { contactLabels, contactMessageSchema, contactTopics } from './contactSchema';
import classes from './MessageForm.module.css';
import { MessageFormNotice } from './MessageFormNotice';
import { useMessageForm } from './useMessageForm';

const required = ['topic', 'name', 'email', 'message'] as const;

/** The contact form: topic, name, email and message, all required. */
export function ContactForm() {
  // Loaded now, so the page can open even when the message is sent offline.
  useEffect(() => void import('./ContactSuccessPage').catch(() => undefined), []);
  const { field, ...form } = useMessageForm({
    table: 'contact_messages',
    schema: contactMessageSchema,
    labels: contactLabels,
    required,
    initial: { topic: '', name: '', email: '', message: '' },
    successPath: '/contact/success',
  });

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Message to the VetHub team"
      className={classes.form}
    >
      <Stack gap="md" maw="40rem">
        <MessageFormNotice notice={form.notice} />
        <NativeSelect
          {...field('topic')}
          data={[{ value: '', label: 'Choose a topic' }, ...contactTopics]}
        />
        <TextInput {...field('name')} autoComplete="name" />
        <TextInput
          {...field('email')}
          type="email"
          autoComplete="email"
          description="We reply to this address."
        />
        <Textarea
          {...field('message')}
          autosize
          minRows={5}
          description="Please do not include your Social Security number or VA file number."
        />
        <Button type="submit" loading={form.sending} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
