/** A message to the VetHub team: the form's rules, the outbox check and the row's shape. */
import { z } from 'zod';
import { writtenIn } from '../../lib/recordColumns';
import { optionsOf, valuesOf } from '../../lib/options';
import { emailField, requiredText } from './messageFields';
import { t } from './words';

// Labels are message ids, said with t() where the options are shown.
const topicLabels = {
  question: 'contact.topic.question',
  correction: 'contact.topic.correction',
  accessibility: 'contact.topic.accessibility',
  suspicious: 'contact.topic.suspicious',
  data: 'contact.topic.data',
  other: 'contact.topic.other',
};

export const contactTopics = optionsOf(topicLabels);

export const contactMessageSchema = z.object({
  topic: z.enum(valuesOf(topicLabels), { error: () => t('contact.error.topicMissing') }),
  name: requiredText(200, 'contact.error.nameMissing'),
  email: emailField,
  message: requiredText(5000, 'contact.error.messageMissing'),
  /** The page's language when it was sent: the reply's subject is in it. */
  language: writtenIn,
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The form's field labels, for the "required fields" notice (spec §5); labels are message ids. */
export const contactLabels: Record<Exclude<keyof ContactMessage, 'language'>, string> = {
  topic: 'contact.field.topic',
  name: 'contact.field.name',
  email: 'contact.field.email',
  message: 'contact.field.message',
};
