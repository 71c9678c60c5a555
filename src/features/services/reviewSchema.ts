/**
 * A review as the form holds it (the rating is the chosen radio's value) and the owner's reply.
 * The English messages are the server's own, so a refusal reads the same wherever it is caught;
 * on Spanish pages the form's own checks say them in Spanish.
 */
import { z } from 'zod';
import { currentLocale } from '../../lib/i18n';
import { t } from './words';

export const REVIEW_MAX = 1000;

/** The longest review or reply, as people read it: "1,000". */
export const reviewMaxText = () => REVIEW_MAX.toLocaleString(currentLocale());

export const reviewSchema = z.object({
  rating: z.enum(['1', '2', '3', '4', '5'], { error: () => t('services.schema.ratingMissing') }),
  body: z
    .string()
    .trim()
    .max(REVIEW_MAX, { error: () => t('services.schema.reviewTooLong', { max: reviewMaxText() }) }),
});
export type ReviewFormValues = z.input<typeof reviewSchema>;

export const replySchema = z.object({
  reply: z
    .string()
    .trim()
    .min(1, { error: () => t('services.schema.replyMissing') })
    .max(REVIEW_MAX, { error: () => t('services.schema.replyTooLong', { max: reviewMaxText() }) }),
});
