// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { highlightParts } from '../../../src/features/search/Highlight';

const marked = (text: string, terms: string[]) =>
  highlightParts(text, terms)
    .filter((p) => p.hit)
    .map((p) => p.text);

describe('marking matched words', () => {
  it('marks every occurrence of a matched word, ignoring case', () => {
    expect(marked('Veterans help veterans', ['veterans'])).toEqual(['Veterans', 'veterans']);
  });

  it('marks the start of a word for a prefix, never the inside of another word', () => {
    expect(marked('Legal aid, not paralegal', ['legal'])).toEqual(['Legal']);
  });

  it('keeps the text whole and reads regular-expression characters literally', () => {
    const parts = highlightParts('Why 50% (and 30%)', ['(and']);
    expect(parts.map((p) => p.text).join('')).toBe('Why 50% (and 30%)');
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['(and']);
  });
});
