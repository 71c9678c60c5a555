/** Feedback about the site: the form's rules, the outbox check and the row's shape. */
import { z } from 'zod';
import { writtenIn } from '../../lib/recordColumns';
import { optionsOf, valuesOf } from '../../lib/options';
import { optionalEmail, optionalText, requiredText } from './messageFields';
import { t } from './words';

// Labels are message ids, said with t() where the options are shown.
const kindLabels = {
  general: 'contact.kind.general',
  bug: 'contact.kind.bug',
  idea: 'contact.kind.idea',
  content: 'contact.kind.content',
  accessibility: 'contact.kind.accessibility',
};

export const feedbackKinds = optionsOf(kindLabels);

const LOWEST = 1;
const HIGHEST = 5;
const outOfScale = () => t('contact.error.rating', { lowest: LOWEST, highest: HIGHEST });

export const feedbackSchema = z.object({
  kind: z.enum(valuesOf(kindLabels), { error: () => t('contact.error.kindMissing') }),
  name: optionalText(200),
  email: optionalEmail,
  message: requiredText(5000, 'contact.error.feedbackMissing'),
  /** The VetHub page the feedback is about (a path or an address). */
  page: optionalText(500),
  /** The page's language when it was sent: the reply's subject is in it. */
  language: writtenIn,
  rating: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number()
      .int()
      .min(LOWEST, { error: outOfScale })
      .max(HIGHEST, { error: outOfScale })
      .optional(),
  ),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;

/** The form's field labels; labels are message ids. */
export const feedbackLabels: Record<
  Exclude<keyof z.infer<typeof feedbackSchema>, 'language'>,
  string
> = {
  kind: 'contact.field.topic',
  name: 'contact.field.name',
  email: 'contact.field.email',
  message: 'contact.field.feedback',
  page: 'contact.field.page',
  rating: 'contact.field.rating',
};
