// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  submissionHeading,
  submissionSentence,
} from '../../../../src/components/posting/submissionWords';
import { dealPosting } from '../../../../src/features/vetdeals/dealPosting';

const row = (standing: 'live' | 'waiting' | 'changes') =>
  ({ state: 'sent', row: { id: 1, standing, slug: null, name: null } }) as const;

describe('what a success page says about a submission', () => {
  it('claims nothing while it is only on this device', () => {
    const queued = { state: 'queued', offline: true } as const;
    expect(submissionHeading('VetDeal', queued)).toBe('Your VetDeal is queued on this device');
    const sentence = submissionSentence('VetDeal', queued, dealPosting.sent);
    expect(sentence).toMatch(/^Your VetDeal is queued on this device\. It has not reached VetHub/);
    expect(sentence).not.toMatch(/submitted|live/);
  });

  it('uses the spec’s message, word for word, only for a deal that is live', () => {
    expect(submissionSentence('VetDeal', row('live'), dealPosting.sent)).toBe(
      'Thank you — your VetDeal has been successfully submitted and is now live.',
    );
    expect(submissionHeading('VetDeal', row('live'))).toBe('Your VetDeal is live');
    expect(submissionSentence('VetDeal', row('waiting'), dealPosting.sent)).not.toMatch(/live\./);
    expect(submissionHeading('VetDeal', row('waiting'))).toBe('Your VetDeal is waiting for review');
  });

  it('says the server has it, and no more, until its status is known', () => {
    const unknown = { state: 'sent', row: 'unknown' } as const;
    expect(submissionHeading('article', unknown)).toBe('Your article reached VetHub');
    expect(submissionSentence('article', unknown, dealPosting.sent)).not.toMatch(/live\.|review\./);
    expect(submissionHeading('article', { state: 'checking' })).toBeUndefined();
  });
});
