import { describe, expect, it } from 'vitest';
import {
  serviceFilterFromParams,
  serviceFilterToParams,
} from '../../../../src/features/services/serviceFilterParams';

const parse = (query: string) => serviceFilterFromParams(new URLSearchParams(query));

describe('near me in the services URL', () => {
  it('reads a ZIP code and a radius and writes them back', () => {
    const filter = parse('near=78701&miles=50&q=legal');
    expect(filter.near).toEqual({ zip: '78701', radiusMiles: 50 });
    expect(serviceFilterToParams(filter).toString()).toBe('q=legal&near=78701&miles=50');
  });

  it('gives a missing or unknown radius the default of 25 miles', () => {
    expect(parse('near=78701').near).toEqual({ zip: '78701', radiusMiles: 25 });
    for (const miles of ['7', '1e9', 'ten', '25.5', '-10', '']) {
      expect(parse(`near=78701&miles=${miles}`).near?.radiusMiles).toBe(25);
    }
  });

  it('keeps a malformed ZIP code as typed, for the page to say what is wrong', () => {
    expect(parse('near=%207870%20').near?.zip).toBe('7870');
    expect(parse("near=78701'--").near?.zip).toBe("78701'--");
  });

  it('cuts an oversized ZIP code short and treats a blank one as no near me', () => {
    expect(parse(`near=${'9'.repeat(5000)}`).near?.zip).toHaveLength(20);
    expect(parse('near=%20%20&miles=10').near).toBeUndefined();
    expect(parse('miles=10').near).toBeUndefined();
  });
});
