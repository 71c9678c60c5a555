// @vitest-environment node
/** A prose page's Spanish twin loads for Spanish pages only, and only they show it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, spanishSettled } from '../../../src/lib/i18n';
import type { ProseDocument } from '../../../src/lib/prose';
import { proseInLanguage, withSpanishTwin } from '../../../src/lib/proseLanguage';

const english: ProseDocument = { intro: 'Who VetHub is for.', lead: [], sections: [] };
const spanish: ProseDocument = { intro: 'Para quién es VetHub.', lead: [], sections: [] };

afterEach(() => activateLanguage('en'));

describe('a prose page with a Spanish twin', () => {
  it('downloads nothing for English, and shows the twin once Spanish is chosen', async () => {
    const load = vi.fn(() => Promise.resolve({ default: spanish }));
    expect(withSpanishTwin(english, load)).toBe(english);
    expect(load).not.toHaveBeenCalled();
    expect(proseInLanguage(english)).toBe(english);

    activateLanguage('es');
    await spanishSettled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(proseInLanguage(english)).toBe(spanish);

    activateLanguage('en');
    expect(proseInLanguage(english)).toBe(english);
  });

  it('stays in English when its twin cannot load (offline, not cached)', async () => {
    const page: ProseDocument = { lead: [], sections: [] };
    withSpanishTwin(page, () => Promise.reject(new TypeError('Failed to fetch')));
    activateLanguage('es');
    await spanishSettled();
    expect(proseInLanguage(page)).toBe(page);
  });
});
