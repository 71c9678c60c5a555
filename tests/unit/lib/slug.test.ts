// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isNumericId, isWellFormedIdAndSlug, parseIdAndSlug, slugify } from '../../../src/lib/slug';

describe('detail path segments', () => {
  it('reads an id alone and an id with a slug', () => {
    expect(parseIdAndSlug('42')).toEqual({ id: 42, slug: '' });
    expect(parseIdAndSlug('42-legal-aid-for-veterans')).toEqual({
      id: 42,
      slug: 'legal-aid-for-veterans',
    });
  });

  it('reports a non-numeric id as null', () => {
    expect(parseIdAndSlug('abc-legal').id).toBeNull();
  });

  it('accepts only URL-safe words as a detail segment', () => {
    expect(isWellFormedIdAndSlug('12-some-title')).toBe(true);
    expect(isWellFormedIdAndSlug('abc')).toBe(true);
    expect(isWellFormedIdAndSlug('12 title')).toBe(false);
    expect(isWellFormedIdAndSlug('<script>')).toBe(false);
    expect(isNumericId('7')).toBe(true);
    expect(isNumericId('7a')).toBe(false);
  });

  it('makes readable slugs', () => {
    expect(slugify('Legal Aid & Benefits: Café!')).toBe('legal-aid-and-benefits-cafe');
  });
});
