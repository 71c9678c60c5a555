import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageBeforePaint } from '../../../src/boot/languageBeforePaint';

function visit(path: string, browserLanguages: string[]) {
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  return vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en-US';
  window.history.replaceState(null, '', '/');
});

describe('the language before the first paint', () => {
  it('a Spanish address says Spanish to screen readers at once and stays', () => {
    const replace = visit('/es/vetdeals', ['en-US']);
    expect(languageBeforePaint()).toBe(false);
    expect(document.documentElement.lang).toBe('es-US');
    expect(replace).not.toHaveBeenCalled();
  });

  it('a first visit from a browser that puts Spanish first opens the Spanish twin', () => {
    const replace = visit('/vetdeals?q=tools#list', ['es-MX', 'en']);
    expect(languageBeforePaint()).toBe(true);
    expect(replace).toHaveBeenCalledWith('/es/vetdeals?q=tools#list');
  });

  it('the home page has its twin too', () => {
    const replace = visit('/', ['es']);
    expect(languageBeforePaint()).toBe(true);
    expect(replace).toHaveBeenCalledWith('/es/');
  });

  it('a choice made on the device wins over the browser, both ways', () => {
    localStorage.setItem('vethub.language', '"en"');
    const stay = visit('/benefits', ['es-US']);
    expect(languageBeforePaint()).toBe(false);
    expect(stay).not.toHaveBeenCalled();
    localStorage.setItem('vethub.language', '"es"');
    const go = visit('/benefits', ['en-US']);
    expect(languageBeforePaint()).toBe(true);
    expect(go).toHaveBeenCalledWith('/es/benefits');
  });

  it('English browsers and hand-edited choices keep the English page', () => {
    localStorage.setItem('vethub.language', '"klingon"');
    const replace = visit('/about', ['en-US', 'es']);
    expect(languageBeforePaint()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('notes a tap on the switch as the visitor’s choice, before the app runs', () => {
    visit('/vetdeals', ['en-US']);
    languageBeforePaint();
    document.body.innerHTML =
      '<a href="/es/vetdeals" hreflang="es" data-language-switch><span>Español</span></a>' +
      '<a href="/es/about" hreflang="es">Otro</a>';
    const [link, other] = document.querySelectorAll('a');
    other?.addEventListener('click', (event) => event.preventDefault());
    other?.click();
    expect(localStorage.getItem('vethub.language')).toBeNull();
    link?.addEventListener('click', (event) => event.preventDefault());
    link?.querySelector('span')?.click();
    expect(localStorage.getItem('vethub.language')).toBe('"es"');
    expect(localStorage.getItem('vethub.languageForAccount')).toBe('true');
  });
});
