// @vitest-environment node
/** The contact and feedback forms in the page's language (issue 35): English as before. */
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, addSpanish, t } from '../../../../src/lib/i18n';
import { messages as es } from '../../../../src/features/contact/locales/es.json?lingui';
import {
  contactMessageSchema,
  contactTopics,
} from '../../../../src/features/contact/contactSchema';
import { feedbackSchema } from '../../../../src/features/contact/feedbackSchema';

addSpanish(es);
afterEach(() => activateLanguage('en'));

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

const blank = { topic: '', name: ' ', email: 'pat@', message: 'x'.repeat(5001) };

describe('the contact forms in Spanish', () => {
  it('checks a message with messages made when it is checked, in the page’s language', () => {
    expect(messages(contactMessageSchema.safeParse(blank))).toEqual({
      topic: 'Choose what your message is about.',
      name: 'Enter your name.',
      email: 'Please enter a valid email address.',
      message: 'Use at most 5,000 characters.',
    });
    activateLanguage('es');
    expect(messages(contactMessageSchema.safeParse(blank))).toEqual({
      topic: 'Elija el tema de su mensaje.',
      name: 'Escriba su nombre.',
      email: 'Escriba una dirección de correo electrónico válida.',
      message: 'Use 5,000 caracteres como máximo.',
    });
    const feedback = feedbackSchema.safeParse({ kind: 'rant', message: ' ', rating: '9' });
    expect(messages(feedback)).toEqual({
      kind: 'Elija el tema de sus comentarios.',
      message: 'Escriba sus comentarios.',
      rating: 'Elija un número del 1 al 5.',
    });
  });

  it('keeps the topics’ values and says their labels in the page’s language', () => {
    const question = contactTopics.find((topic) => topic.value === 'question');
    expect(t(question?.label ?? '')).toBe('A question about VetHub');
    activateLanguage('es');
    expect(t(question?.label ?? '')).toBe('Una pregunta sobre VetHub');
  });

  it('names the Veterans Crisis Line with its published numbers', () => {
    const values = { call: '988', press: '1', text: '838255' };
    expect(t('contact.needHelp.crisis', values)).toBe(
      'If you are in crisis, contact the Veterans Crisis Line: call 988 then press 1, text 838255, or <0>chat online with the Veterans Crisis Line</0>.',
    );
    activateLanguage('es');
    expect(t('contact.needHelp.crisis', values)).toBe(
      'Si está en crisis, comuníquese con la Línea de Crisis para Veteranos: llame al 988 y oprima 1, envíe un mensaje de texto al 838255 o <0>chatee en línea con la Línea de Crisis para Veteranos</0>.',
    );
  });
});
