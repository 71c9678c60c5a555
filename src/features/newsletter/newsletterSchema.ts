/** A newsletter sign-up: one schema for the form, the outbox and rows read back by admins. */
import { z } from 'zod';
import { writtenIn } from '../../lib/recordColumns';
import { invalidEmail } from './newsletterMessages';

export const subscriberEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, { error: invalidEmail })
  .pipe(z.email({ error: invalidEmail }));

export const newsletterSignupSchema = z.object({
  email: subscriberEmail,
  /** Where the visitor signed up: 'footer' or 'subscribe-page'. */
  source: z.string().max(100).optional(),
  /** The page's language: a confirmation mail is written in it. */
  language: writtenIn,
});

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
