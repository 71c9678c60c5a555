import { afterEach, describe, expect, it } from 'vitest';
import {
  activateLanguage,
  addEnglish,
  addSpanish,
  addSpanishPart,
  currentLocale,
  spanishSettled,
  t,
  withWords,
} from '../../../src/lib/i18n';
import { requiredFieldsNotice, stepIncompleteNotice } from '../../../src/lib/formNotices';
import { formatCents } from '../../../src/lib/money';
import { messages as libEs } from '../../../src/lib/locales/es.json?lingui';
import { messages as en } from '../../../src/app/locales/en.json?lingui';
import { messages as es } from '../../../src/app/locales/es.json?lingui';
import { compileMessage } from '@lingui/message-utils/compileMessage';

addEnglish(en);
addSpanish(es);
addSpanish(libEs);
// Messages of the test's own, compiled as the build compiles the catalogs.
addEnglish({
  'test.deals': compileMessage('{count, plural, one {# saved deal} other {# saved deals}}'),
  'test.englishOnly': compileMessage('Only in English so far'),
});
addSpanish({
  'test.deals': compileMessage(
    '{count, plural, one {# oferta guardada} other {# ofertas guardadas}}',
  ),
});

afterEach(() => activateLanguage('en'));

describe('t', () => {
  it('says the shell in the page language, with its arguments, and sets <html lang>', () => {
    expect(t('app.crisis.call', { call: '988', press: '1' })).toBe('Call 988 and press 1');
    activateLanguage('es');
    expect(t('app.crisis.call', { call: '988', press: '1' })).toBe('Llame al 988 y oprima 1');
    expect(document.documentElement.lang).toBe('es-US');
    expect(currentLocale()).toBe('es-US');
  });

  it('chooses plural forms by each language’s rules', () => {
    expect(t('test.deals', { count: 1 })).toBe('1 saved deal');
    expect(t('test.deals', { count: 3 })).toBe('3 saved deals');
    activateLanguage('es');
    expect(t('test.deals', { count: 1 })).toBe('1 oferta guardada');
    expect(t('test.deals', { count: 3 })).toBe('3 ofertas guardadas');
  });

  it('says a message Spanish does not have yet in English, never as its id', () => {
    activateLanguage('es');
    expect(t('test.englishOnly')).toBe('Only in English so far');
  });

  it('writes money as es-US does on Spanish pages', () => {
    activateLanguage('es');
    expect(formatCents(123450, 'usd')).toBe(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1234.5),
    );
  });

  it('says spec §5’s form notices word for word in English, and in Spanish on Spanish pages', () => {
    expect(requiredFieldsNotice(['Email', 'Message'])).toBe(
      'Please fill in the required fields: Email, Message',
    );
    expect(stepIncompleteNotice('Step 1', ['Title'])).toBe(
      'Step 1 Incomplete — Please complete: Title',
    );
    activateLanguage('es');
    expect(requiredFieldsNotice(['Correo electrónico', 'Mensaje'])).toBe(
      'Complete los campos obligatorios: Correo electrónico, Mensaje',
    );
  });
});

describe("a lazily loaded part's Spanish", () => {
  const catalog = (message: string) => () =>
    Promise.resolve({ messages: { 'test.part': compileMessage(message) } });
  addEnglish({ 'test.part': compileMessage('Part') });

  it('is not fetched on an English page, and is as soon as Spanish is chosen', async () => {
    let asked = 0;
    const load = () => ((asked += 1), catalog('Parte')());
    addSpanishPart(load);
    await spanishSettled();
    expect(asked).toBe(0);
    activateLanguage('es');
    await spanishSettled();
    expect(asked).toBe(1);
    expect(t('test.part')).toBe('Parte');
  });

  it('is in before a lazily loaded part that names it renders on a Spanish page', async () => {
    activateLanguage('es');
    addEnglish({ 'test.later': compileMessage('Later') });
    addSpanishPart(() =>
      Promise.resolve({ messages: { 'test.later': compileMessage('Después') } }),
    );
    const module = await withWords({ said: () => t('test.later') });
    expect(module.said()).toBe('Después');
  });

  it('leaves the part in English when its catalog cannot load, rather than failing it', async () => {
    activateLanguage('es');
    addEnglish({ 'test.offline': compileMessage('Offline words') });
    addSpanishPart(() => Promise.reject(new Error('Failed to fetch')));
    await expect(spanishSettled()).resolves.toBeUndefined();
    expect(t('test.offline')).toBe('Offline words');
  });
});
