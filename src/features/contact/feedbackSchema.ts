/** Feedback about the site: the form's rules, the outbox check and the row's shape. */
import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from './messageFields';

export const feedbackKinds = [
  { value: 'general', label: 'General feedback' },
  { value: 'bug', label: 'Something does not work' },
  { value: 'idea', label: 'An idea or something missing' },
  { value: 'content', label: 'Wrong or unclear information' },
  { value: 'accessibility', label: 'An accessibility barrier' },
] as const;

type FeedbackKind = (typeof feedbackKinds)[number]['value'];
const kindValues = feedbackKinds.map((k) => k.value) as [FeedbackKind, ...FeedbackKind[]];

export const feedbackSchema = z.object({
  kind: z.enum(kindValues, 'Choose what your feedback is about.'),
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
