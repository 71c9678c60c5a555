// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { suggestionTarget } from '../../../src/components/errors/suggestionTarget';

describe('which record a 404 path names', () => {
  it('finds a service id in a mistyped services path', () => {
    expect(suggestionTarget('/service/12-legal-aid')).toEqual({ table: 'services', id: 12 });
    expect(suggestionTarget('/services/12-legal aid/more')).toEqual({ table: 'services', id: 12 });
    expect(suggestionTarget('/servces/7')).toEqual({ table: 'services', id: 7 });
    expect(suggestionTarget('/saved/7')).toBeNull();
  });

  it('finds a deal id in a vetdeals path', () => {
    expect(suggestionTarget('/vetdeals/5/terms')).toEqual({ table: 'vet_deals', id: 5 });
    expect(suggestionTarget('/vetdeal/31')).toEqual({ table: 'vet_deals', id: 31 });
  });

  it('names nothing for other paths or paths without an id', () => {
    expect(suggestionTarget('/blog/12-title/x')).toBeNull();
    expect(suggestionTarget('/services/legal-aid/x')).toBeNull();
    expect(suggestionTarget('/nothing')).toBeNull();
  });
});
