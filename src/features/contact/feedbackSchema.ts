/** Feedback about the site: the form's rules, the outbox check and the row's shape. */
import { z } from 'zod';
import { optionsOf, valuesOf } from '../../lib/options';
import { optionalEmail, optionalText, requiredText } from './messageFields';

const kindLabels = {
  general: 'General feedback',
  bug: 'Something does not work',
  idea: 'An idea or something missing',
  content: 'Wrong or unclear information',
  accessibility: 'An accessibility barrier',
};

export const feedbackKinds = optionsOf(kindLabels);

export const feedbackSchema = z.object({
  kind: z.enum(valuesOf(kindLabels), 'Choose what your feedback is about.'),
  name: optionalText(200),
  email: optionalEmail,
  message: requiredText(5000, 'Write your feedback.'),
  /** The VetHub page the feedback is about (a path or an address). */
  page: optionalText(500),
  rating: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(1, 'Choose from 1 to 5.').max(5, 'Choose from 1 to 5.').optional(),
  ),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;

export const feedbackLabels: Record<keyof z.infer<typeof feedbackSchema>, string> = {
  kind: 'Topic',
  name: 'Name',
  email: 'Email',
  message: 'Feedback',
  page: 'Page',
  rating: 'Rating',
};
