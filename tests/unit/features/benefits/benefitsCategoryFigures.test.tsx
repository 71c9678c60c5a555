/**
 * The benefits hub sums up each benefit in plain words; every figure and date it states must be
 * one that data/va/entitlements.json states for that benefit, so a summary cannot drift from the
 * data it paraphrases.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import raw from '../../../../data/va/entitlements.json';
import { BenefitsCategorySections } from '../../../../src/features/benefits/BenefitsCategorySections';

const months =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const LONG_DATE = new RegExp(`(${months.join('|')}) (\\d{1,2}), (\\d{4})`, 'g');
const ISO_DATE = /\d{4}-\d{2}-\d{2}/g;
const NUMBER = /\d{1,3}(?:,\d{3})+|\d+/g;

/** The dates (as YYYY-MM-DD) and numbers a text states. */
function figuresOf(text: string): string[] {
  const iso = text.replace(LONG_DATE, (_d, month: string, day: string, year: string) =>
    [year, String(months.indexOf(month) + 1).padStart(2, '0'), day.padStart(2, '0')].join('-'),
  );
  const dates = iso.match(ISO_DATE) ?? [];
  const numbers = (iso.replace(ISO_DATE, ' ').match(NUMBER) ?? []).map((n) => n.replace(/,/g, ''));
  return [...dates, ...numbers];
}

describe('the benefits hub summaries', () => {
  it('state only figures and dates that entitlements.json states for the same benefit', () => {
    render(
      <MantineProvider>
        <BenefitsCategorySections />
      </MantineProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    const unsupported: string[] = [];
    for (const item of items) {
      const text = item.textContent ?? '';
      const entry = raw.entitlements.find((e) => text.startsWith(e.name));
      if (!entry) throw new Error(`No benefit of entitlements.json opens "${text}"`);
      const summary = text.slice(text.indexOf(': ') + 2);
      const stated = new Set(
        figuresOf(`${entry.name} ${entry.key_eligibility} ${entry.key_numbers ?? ''}`),
      );
      for (const figure of figuresOf(summary)) {
        if (!stated.has(figure)) unsupported.push(`${entry.id}: ${figure}`);
      }
    }
    expect(unsupported).toEqual([]);
  });
});
