// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeCondition } from '../../../../src/data/query/codePattern';
import { matches } from '../../../../src/data/query/matchRow';
import { searchTerms } from '../../../../src/data/query/textTerms';
import { canonicalTime, compareTimes, timeKey } from '../../../../src/data/query/timeKey';

describe('free-text terms', () => {
  it('splits at whitespace and lower-cases each term once', () => {
    expect(searchTerms('  Claims  ASSISTANCE claims ')).toEqual(['claims', 'assistance']);
  });

  it('treats characters LIKE or PostgREST would read as syntax as spaces', () => {
    expect(searchTerms('100% claims_help (VA), "DAV" a*b\\c')).toEqual([
      '100',
      'claims',
      'help',
      'va',
      'dav',
      'a',
      'b',
      'c',
    ]);
  });

  it('uses at most eight terms', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it('keeps hyphens, apostrophes, ampersands and dots inside terms', () => {
    expect(searchTerms("Trauma-informed veteran's B&B St.")).toEqual([
      'trauma-informed',
      "veteran's",
      'b&b',
      'st.',
    ]);
  });

  it('gives no terms for empty text', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('  %%  ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('matches a term inside any of the columns, ignoring case; a null column matches nothing', () => {
    const row = { name: 'Gulf Coast LEGAL Aid', title: null };
    const text = (term: string) => ({ kind: 'text' as const, columns: ['title', 'name'], term });
    expect(matches(row, text('legal aid'))).toBe(true);
    expect(matches(row, text('coast'))).toBe(true);
    expect(matches(row, text('null'))).toBe(false);
  });
});

describe('military code search', () => {
  const matchCode = (query: string, code: string) => {
    const condition = codeCondition('code', query);
    return condition !== null && matches({ code }, condition);
  };

  it('finds codes that start with what was typed, ignoring case', () => {
    expect(matchCode('11b', '11B')).toBe(true);
    expect(matchCode('11b', '11B2P')).toBe(true);
    expect(matchCode('11b', '011B')).toBe(false);
  });

  it('reads an X as any digit or as an X itself', () => {
    expect(matchCode('1D7X1', '1D751')).toBe(true);
    expect(matchCode('1d7x1', '1D771Q')).toBe(true);
    expect(matchCode('11X', '11X')).toBe(true);
    expect(matchCode('11X', '115')).toBe(true);
    expect(matchCode('1D7X1', '1D7A1')).toBe(false);
  });

  it('keeps & - / . as literal characters and drops anything else', () => {
    expect(matchCode('F&S', 'F&S')).toBe(true);
    expect(matchCode('F.S', 'F&S')).toBe(false);
    expect(codeCondition('code', ' $% ')).toBeNull();
    expect(codeCondition('code', '1D7X1')).toMatchObject({
      pattern: '^1D7[0-9X]1',
      indexPrefix: '1D7',
    });
  });
});

describe('timestamps', () => {
  it('order by instant whatever their fractional digits or offset', () => {
    const times = [
      '2026-03-01T12:00:00.5+00:00',
      '2026-03-01T12:00:00+00:00',
      '2026-03-01T13:00:00.25+02:00',
      '2026-03-01T12:00:00.000001+00:00',
    ];
    expect([...times].sort(compareTimes)).toEqual([
      '2026-03-01T13:00:00.25+02:00',
      '2026-03-01T12:00:00+00:00',
      '2026-03-01T12:00:00.000001+00:00',
      '2026-03-01T12:00:00.5+00:00',
    ]);
    expect(timeKey('2026-03-01T13:00:00.25+02:00')).toBe('2026-03-01T11:00:00.250000');
    expect(compareTimes('2026-03-01T12:00:00Z', '2026-03-01T12:00:00+00:00')).toBe(0);
  });

  it('are stored in one fixed-width UTC form whose text order is time order', () => {
    expect(canonicalTime('2026-03-01 13:00:00.25+02')).toBe('2026-03-01T11:00:00.250000+00:00');
    expect(canonicalTime('2026-03-01T12:00:00+00:00')).toBe('2026-03-01T12:00:00.000000+00:00');
    expect(canonicalTime('not a time')).toBe('not a time');
  });
});
