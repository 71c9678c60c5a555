import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { contactLabels, contactMessageSchema, contactTopics } from './contactSchema';
import { MessageFormFrame } from './MessageFormFrame';
import { topicChoices } from './topicChoices';
import { useMessageForm } from './useMessageForm';
import { t } from './words';

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
    <MessageFormFrame
      label={t('contact.form.label')}
      submitLabel={t('contact.form.submit')}
      form={form}
    >
      <NativeSelect {...field('topic')} data={topicChoices(contactTopics)} />
      <TextInput {...field('name')} autoComplete="name" />
      <TextInput
        {...field('email')}
        type="email"
        autoComplete="email"
        description={t('contact.form.emailHelp')}
      />
      <Textarea
        {...field('message')}
        autosize
        minRows={5}
        description={t('contact.form.messageHelp')}
      />
    </MessageFormFrame>
  );
}
