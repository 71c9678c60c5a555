import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { contactLabels, contactMessageSchema, contactTopics } from './contactSchema';
import { MessageFormFrame } from './MessageFormFrame';
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
    <MessageFormFrame label="Message to the VetHub team" submitLabel="Send message" form={form}>
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
    </MessageFormFrame>
  );
}
