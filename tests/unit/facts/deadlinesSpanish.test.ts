// @vitest-environment node
/**
 * The VA time limits' Spanish words (issue 35) say the same as the English: every entry has
 * them, and every number in them (form numbers, days) is the English one, never translated.
 */
import { describe, expect, it } from 'vitest';
import file from '../../../data/va/deadlines.json' with { type: 'json' };

const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('data/va/deadlines.json in Spanish', () => {
  for (const deadline of file.deadlines) {
    it(`${deadline.id}: label, start and consequence, with the same numbers`, () => {
      for (const key of ['label', 'starts', 'if_missed'] as const) {
        const spanish = deadline.es[key];
        expect(spanish.trim(), key).not.toBe('');
        expect(spanish, key).not.toBe(deadline[key]);
        expect(numbers(spanish), key).toEqual(numbers(deadline[key]));
      }
    });
  }
});
