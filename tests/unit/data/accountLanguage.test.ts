import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const update = vi.fn();
vi.mock('../../../src/data/supabaseClient', () => ({
  supabase: {
    from: () => ({ update: (values: unknown) => ({ eq: () => update(values) }) }),
  },
}));

const { followAccountLanguage } = await import('../../../src/data/accountLanguage');
const { choiceForAccount, chosenLanguage } = await import('../../../src/data/languageChoice');

/** What the inline script notes when the switch is tapped. */
function chooseLanguage(language: string) {
  localStorage.setItem('vethub.language', JSON.stringify(language));
  localStorage.setItem('vethub.languageForAccount', 'true');
}
const { profileFromRow } = await import('../../../src/data/authProfile');
const { activateLanguage } = await import('../../../src/lib/i18n');

const profile = (language: string) => profileFromRow({ id: 'u1', user_type: 'veteran', language });

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  update.mockResolvedValue({ error: null });
  window.history.replaceState(null, '', '/benefits?tab=2');
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  activateLanguage('en');
  update.mockReset();
});

describe('the account and the device agree on a language (issue 35)', () => {
  it('a choice made with the switch goes to the account once, then is settled', async () => {
    chooseLanguage('es');
    await followAccountLanguage(profile('en'));
    expect(update).toHaveBeenCalledWith({ language: 'es' });
    expect(choiceForAccount()).toBeUndefined();
    expect(replace).not.toHaveBeenCalled();
  });

  it('a choice the server refused waits for the next page', async () => {
    update.mockResolvedValue({ error: { message: 'offline' } });
    chooseLanguage('es');
    await followAccountLanguage(profile('en'));
    expect(choiceForAccount()).toBe('es');
  });

  it('an account kept in Spanish opens a new device’s English page in Spanish', async () => {
    await followAccountLanguage(profile('es'));
    expect(replace).toHaveBeenCalledWith('/es/benefits?tab=2');
    expect(chosenLanguage()).toBe('es');
    expect(update).not.toHaveBeenCalled();
  });

  it('leaves a Spanish page opened on purpose, and an English account undoes an old choice', async () => {
    activateLanguage('es');
    await followAccountLanguage(profile('es'));
    expect(replace).not.toHaveBeenCalled();
    localStorage.setItem('vethub.language', '"es"');
    await followAccountLanguage(profile('en'));
    expect(chosenLanguage()).toBe('en');
    expect(replace).not.toHaveBeenCalled();
  });
});
