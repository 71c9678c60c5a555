/** The newsletter sign-up in the page's language (issue 35): English as before. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { activateLanguage, addSpanish, t } from '../../../../src/lib/i18n';
import { messages as es } from '../../../../src/features/newsletter/locales/es.json?lingui';
import { newsletterSignupSchema } from '../../../../src/features/newsletter/newsletterSchema';
import { subscribeToNewsletter } from '../../../../src/features/newsletter/subscribeNewsletter';

addSpanish(es);
afterEach(() => activateLanguage('en'));

describe('the newsletter in Spanish', () => {
  it('refuses an address in the page’s language', async () => {
    activateLanguage('es');
    const bad = newsletterSignupSchema.safeParse({ email: 'a@b' });
    expect(bad.error?.issues[0]?.message).toBe(
      'Escriba una dirección de correo electrónico válida.',
    );
    const db = new VetHubDb(`newsletter-es-${crypto.randomUUID()}`);
    const outcome = await subscribeToNewsletter('not an email', 'footer', { db, formKey: '' });
    expect(outcome).toEqual({
      ok: false,
      message: 'Escriba una dirección de correo electrónico válida.',
    });
    await db.delete();
  });

  it('queues a sign-up with the page’s language, so a confirmation mail is in it', async () => {
    const db = new VetHubDb(`newsletter-es-${crypto.randomUUID()}`);
    const offline = () => false;
    activateLanguage('es');
    await subscribeToNewsletter('ana@example.com', 'footer', {
      db,
      formKey: '',
      isOnline: offline,
    });
    activateLanguage('en');
    await subscribeToNewsletter('pat@example.com', 'footer', {
      db,
      formKey: '',
      isOnline: offline,
    });
    const languages = (await db.outbox.toArray()).map((entry) => [
      entry.payload.email,
      entry.payload.language,
    ]);
    expect(languages.sort()).toEqual([
      ['ana@example.com', 'es'],
      ['pat@example.com', 'en'],
    ]);
    await db.delete();
  });

  it('fills in the confirmed address', () => {
    const values = { email: 'pat@example.com' };
    expect(t('newsletter.confirm.again', values)).toBe(
      'The VetHub newsletter will be sent to pat@example.com again, starting with the next issue.',
    );
    activateLanguage('es');
    expect(t('newsletter.confirm.again', values)).toBe(
      'El boletín de VetHub se enviará otra vez a pat@example.com a partir del próximo número.',
    );
  });
});
