/**
 * A review as the form holds it (the rating is the chosen radio's value) and the owner's reply.
 * The messages are the server's own, so a refusal reads the same wherever it is caught.
 */
import { z } from 'zod';

export const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars.';
export const REVIEW_MAX = 1000;

export const reviewSchema = z.object({
  rating: z.enum(['1', '2', '3', '4', '5'], { message: RATING_MESSAGE }),
  body: z.string().trim().max(REVIEW_MAX, 'A review can be at most 1,000 characters.'),
});
export type ReviewFormValues = z.input<typeof reviewSchema>;

export const replySchema = z.object({
  reply: z
    .string()
    .trim()
    .min(1, 'Write your reply first.')
    .max(REVIEW_MAX, 'A reply can be at most 1,000 characters.'),
});
