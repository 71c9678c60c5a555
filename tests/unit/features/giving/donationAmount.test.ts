// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chosenCents,
  OTHER_AMOUNT,
  parseAmount,
} from '../../../../src/features/giving/donationAmount';

const bounds = { min_cents: 100, max_cents: 1_000_000 };

describe('the amount a donor types', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['$25', 2500],
    ['$1,000', 100_000],
    [' 40 ', 4000],
    ['0.07', 7],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(parseAmount(typed)).toBe(cents);
  });

  it('keeps cents exact where floating point would not (19.99 is 1999, not 1998)', () => {
    expect(parseAmount('19.99')).toBe(1999);
    expect(parseAmount('0.29')).toBe(29);
  });

  it.each(['', 'ten', '25.555', '-5', '1e3', '25.', '.5', '2 5x'])(
    'is no amount for %j',
    (typed) => {
      expect(parseAmount(typed)).toBeNull();
    },
  );
});

describe('the amount a donation is made for', () => {
  it('is the preset a donor picked', () => {
    expect(chosenCents('2500', 'ignored', bounds)).toBe(2500);
  });

  it('is what they typed when they chose another amount', () => {
    expect(chosenCents(OTHER_AMOUNT, '$75.25', bounds)).toBe(7525);
  });

  it('is none when the typed amount cannot be read', () => {
    expect(chosenCents(OTHER_AMOUNT, 'a lot', bounds)).toBeNull();
  });

  it('is none below the smallest or above the largest amount, and the bounds themselves pass', () => {
    expect(chosenCents(OTHER_AMOUNT, '0.99', bounds)).toBeNull();
    expect(chosenCents(OTHER_AMOUNT, '10000.01', bounds)).toBeNull();
    expect(chosenCents(OTHER_AMOUNT, '1', bounds)).toBe(100);
    expect(chosenCents(OTHER_AMOUNT, '10,000', bounds)).toBe(1_000_000);
  });

  it('is none for a choice that is no amount at all', () => {
    expect(chosenCents('', '', bounds)).toBeNull();
    expect(chosenCents('abc', '', bounds)).toBeNull();
  });
});
