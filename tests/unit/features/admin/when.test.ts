// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { when } from '../../../../src/features/admin/when';

describe('a time as staff read it', () => {
  it('is the date and time in UTC, named as such, whatever the admin’s own zone', () => {
    expect(when('2026-03-01T23:30:00-05:00')).toBe('Mar 2, 2026, 4:30 AM UTC');
    expect(when('2026-07-04T12:05:00Z')).toBe('Jul 4, 2026, 12:05 PM UTC');
  });

  it('is empty when there is no time', () => {
    expect(when(null)).toBe('');
    expect(when(undefined)).toBe('');
    expect(when('')).toBe('');
  });

  it('shows a value that is no time as it came, rather than "Invalid Date"', () => {
    expect(when('soon')).toBe('soon');
  });
});
