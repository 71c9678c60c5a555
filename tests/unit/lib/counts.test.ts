// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount, numberInWords, numberInWordsCapitalized } from '../../../src/lib/counts';

describe('counts as pages write them', () => {
  it('writes figures with thousands separators', () => {
    expect(formatCount(13014)).toBe('13,014');
    expect(formatCount(81)).toBe('81');
  });

  it('writes counts under a hundred in words, hyphenating the tens', () => {
    expect(numberInWords(0)).toBe('zero');
    expect(numberInWords(7)).toBe('seven');
    expect(numberInWords(19)).toBe('nineteen');
    expect(numberInWords(40)).toBe('forty');
    expect(numberInWords(22)).toBe('twenty-two');
    expect(numberInWords(99)).toBe('ninety-nine');
    expect(numberInWordsCapitalized(22)).toBe('Twenty-two');
  });

  it('falls back to figures where words would be long or wrong', () => {
    expect(numberInWords(100)).toBe('100');
    expect(numberInWords(1016)).toBe('1,016');
    expect(numberInWords(2.5)).toBe('2.5');
  });
});
