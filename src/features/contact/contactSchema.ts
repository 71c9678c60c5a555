/** A message to the VetHub team: the form's rules, the outbox check and the row's shape. */
import { z } from 'zod';
import { optionsOf, valuesOf } from '../../lib/options';
import { emailField, requiredText } from './messageFields';

const topicLabels = {
  question: 'A question about VetHub',
  correction: 'A correction to a listing',
  accessibility: 'An accessibility barrier',
  suspicious: 'A suspicious deal or listing',
  data: 'Seeing or deleting my data',
  other: 'Something else',
};

export const contactTopics = optionsOf(topicLabels);

export const contactMessageSchema = z.object({
  topic: z.enum(valuesOf(topicLabels), 'Choose what your message is about.'),
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
