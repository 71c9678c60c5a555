// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { replySchema, reviewSchema } from '../../../../src/features/services/reviewSchema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('review form schema', () => {
  it('takes a rating of 1 to 5 and optional words, trimmed', () => {
    expect(reviewSchema.parse({ rating: '4', body: '  Good.  ' })).toEqual({
      rating: '4',
      body: 'Good.',
    });
    expect(reviewSchema.parse({ rating: '1', body: '' }).body).toBe('');
  });

  it('says what is wrong in the server’s words', () => {
    expect(messages(reviewSchema.safeParse({ rating: '', body: '' }))).toEqual([
      'Choose a rating from 1 to 5 stars.',
    ]);
    expect(messages(reviewSchema.safeParse({ rating: '6', body: '' }))).toEqual([
      'Choose a rating from 1 to 5 stars.',
    ]);
    expect(messages(reviewSchema.safeParse({ rating: '3', body: 'x'.repeat(1001) }))).toEqual([
      'A review can be at most 1,000 characters.',
    ]);
    expect(messages(replySchema.safeParse({ reply: '   ' }))).toEqual(['Write your reply first.']);
  });
});
