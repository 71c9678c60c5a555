/** A message to the VetHub team: the form's rules, the outbox check and the row's shape. */
import { z } from 'zod';
import { emailField, requiredText } from './messageFields';

export const contactTopics = [
  { value: 'question', label: 'A question about VetHub' },
  { value: 'correction', label: 'A correction to a listing' },
  { value: 'accessibility', label: 'An accessibility barrier' },
  { value: 'suspicious', label: 'A suspicious deal or listing' },
  { value: 'data', label: 'Seeing or deleting my data' },
  { value: 'other', label: 'Something else' },
] as const;

type ContactTopic = (typeof contactTopics)[number]['value'];
const topicValues = contactTopics.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

export const contactMessageSchema = z.object({
  topic: z.enum(topicValues, 'Choose what your message is about.'),
  name: requiredText(200, 'Enter your name.'),
  email: emailField,
  message: requiredText(5000, 'Write your message.'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The form's field labels, for the "required fields" notice (spec §5). */
export const contactLabels: Record<keyof ContactMessage, string> = {
  topic: 'Topic',
  name: 'Name',
  email: 'Email',
  message: 'Message',
};
