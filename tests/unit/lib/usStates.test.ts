// @vitest-environment node
/** State names in the page's language: filters, forms, cards and detail pages. */
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/lib/i18n';
import { stateName, stateOptions } from '../../../src/lib/usStates';

afterEach(() => activateLanguage('en'));

describe('US states', () => {
  it('are named in English on English pages, in alphabetical order, territories last', () => {
    expect(stateName('NY')).toBe('New York');
    const labels = stateOptions().map((o) => o.label);
    expect(labels).toHaveLength(56);
    expect(labels.slice(0, 3)).toEqual(['Alabama', 'Alaska', 'Arizona']);
    expect(labels.slice(-5)).toEqual([
      'American Samoa',
      'Guam',
      'Northern Mariana Islands',
      'Puerto Rico',
      'U.S. Virgin Islands',
    ]);
  });

  it('take their Spanish names on Spanish pages, sorted as Spanish sorts them', () => {
    activateLanguage('es');
    expect(stateName('NY')).toBe('Nueva York');
    expect(stateName('TX')).toBe('Texas');
    expect(stateName('XX')).toBe('XX');
    const options = stateOptions();
    const labels = options.map((o) => o.label);
    expect(labels.indexOf('Carolina del Norte')).toBeLessThan(labels.indexOf('Colorado'));
    expect(options.find((o) => o.label === 'Pensilvania')?.value).toBe('PA');
    expect(labels.at(-1)).toBe('Islas Vírgenes de EE. UU.');
  });
});
