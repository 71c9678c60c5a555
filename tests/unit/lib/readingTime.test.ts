// The sanitizer itself is tested in a real browser (tests/e2e/blog.spec.ts): happy-dom parses
// HTML differently enough that DOMPurify's answers there say nothing about Chromium's.
import { describe, expect, it } from 'vitest';
import { readingMinutes } from '../../../src/lib/readingTime';

describe('reading time', () => {
  it('counts 200 words a minute, at least one minute', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });

  it('does not count markdown symbols as words', () => {
    expect(readingMinutes(`${'word '.repeat(300)} ## - * > ${'- '.repeat(500)}`)).toBe(2);
  });
});
