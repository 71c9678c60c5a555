// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/lib/i18n';
import { clockTime, dataMonth, longDate, monthYear, readableDate } from '../../../src/lib/longDate';

describe('longDate', () => {
  it('writes a date as en-US long style does, in the device time zone', () => {
    for (const iso of ['2027-03-03T12:00:00Z', '2026-12-31T23:30:00Z', '2026-01-01T00:15:00Z']) {
      const intl = new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });
      expect(longDate(iso)).toBe(intl);
    }
    expect(longDate(new Date(2027, 2, 3))).toBe('March 3, 2027');
  });

  it('says a value it cannot read is no date, as toLocaleDateString does', () => {
    expect(longDate('not a date')).toBe('Invalid Date');
  });

  it("writes Spanish pages' dates, months and times as es-US does", () => {
    activateLanguage('es');
    try {
      for (const iso of ['2027-03-03T12:00:00Z', '2026-12-31T23:30:00Z', '2026-01-01T00:15:00Z']) {
        const date = new Date(iso);
        expect(longDate(iso)).toBe(date.toLocaleDateString('es-US', { dateStyle: 'long' }));
        expect(clockTime(iso)).toBe(date.toLocaleTimeString('es-US', { timeStyle: 'short' }));
        expect(monthYear(iso)).toBe(
          date.toLocaleDateString('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
        );
      }
      expect(longDate(new Date(2027, 2, 3))).toBe('3 de marzo de 2027');
    } finally {
      activateLanguage('en');
    }
  });
});

describe('days and months as data/ stores them', () => {
  it('writes a stored day in words, the same day in any time zone, and a data month', () => {
    expect(readableDate('2027-03-03')).toBe('March 3, 2027');
    expect(readableDate('not a day')).toBe('not a day');
    expect(dataMonth('July 2024')).toBe('July 2024');
    activateLanguage('es');
    try {
      expect(readableDate('2027-03-03')).toBe('3 de marzo de 2027');
      expect(dataMonth('December 2025')).toBe('diciembre de 2025');
      expect(dataMonth('Someday')).toBe('Someday');
    } finally {
      activateLanguage('en');
    }
  });
});
