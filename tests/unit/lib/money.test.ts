// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../src/lib/money';

describe('an amount in cents, as people read it', () => {
  it('shows dollars with two decimals and thousands separated', () => {
    expect(formatCents(2500, 'usd')).toBe('$25.00');
    expect(formatCents(7, 'usd')).toBe('$0.07');
    expect(formatCents(123_456, 'USD')).toBe('$1,234.56');
  });

  it('names another currency by its own sign, whatever case the server sends', () => {
    expect(formatCents(1000, 'eur')).toBe('€10.00');
  });
});
