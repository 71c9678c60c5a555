/**
 * GoTrue's mails in the account's language (issue 35): the stack renders the project's own
 * templates (supabase/templates, subjects in config.toml), which read user_metadata.language as
 * hosted GoTrue's would; the account's language on public.profiles is kept in step with it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileTemplate, escapeHtml } from '../auth/goTemplate';
import { authMail } from '../auth/mails';
import { type MailKind } from '../auth/mailTemplates';
import { anonClient, uniqueEmail } from './support/clients';
import { latestMail, signUp } from './support/authHelpers';

const workdir = fileURLToPath(new URL('../..', import.meta.url));
const KINDS: MailKind[] = ['confirmation', 'recovery', 'email_change'];
const LINK = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery';

const rendered = (kind: MailKind, language?: string) =>
  authMail({ workdir: path.resolve(workdir), siteUrl: 'http://localhost:5173' }, kind, 'a@b.test', {
    ConfirmationURL: LINK,
    Token: '123456',
    Email: 'a@b.test',
    NewEmail: 'c@d.test',
    Data: language ? { language } : {},
  });

describe('the template subset the stack renders', () => {
  it('prints fields, follows if/else on a metadata value and escapes into HTML', () => {
    const t = compileTemplate(
      '{{ if eq .Data.language "es" }}Hola {{ .Email }}{{ else }}Hello {{ .Email }}{{ end }}!',
    );
    expect(t({ Email: 'x', Data: { language: 'es' } })).toBe('Hola x!');
    expect(t({ Email: 'x', Data: {} })).toBe('Hello x!');
    expect(t({ Email: 'x', Data: null })).toBe('Hello x!');
    expect(t({ Email: '<b>&', Data: {} }, escapeHtml)).toBe('Hello &#60;b&#62;&#38;!');
  });

  it('refuses what it would not render as Go does, when the template is read', () => {
    expect(() => compileTemplate('{{ range .Items }}x{{ end }}')).toThrow(/does not render/);
    expect(() => compileTemplate('{{ .Email | upper }}')).toThrow(/does not render/);
    expect(() => compileTemplate('{{ if eq .Data.language "es" }}x')).toThrow(/without/);
    expect(() => compileTemplate('{{ end }}')).toThrow(/does not render/);
  });
});

describe("the project's templates", () => {
  it.each(KINDS)(
    '%s: Spanish for a Spanish account, English otherwise, link and code in both',
    (kind) => {
      const es = rendered(kind, 'es');
      const en = rendered(kind, 'en');
      expect(rendered(kind)).toEqual(en);
      expect(es.html).toContain('<html lang="es">');
      expect(en.html).toContain('<html lang="en">');
      for (const mail of [es, en]) {
        expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
        expect(mail.text).toContain(LINK);
        expect(mail.text).toContain('123456');
      }
      expect(es.text).toContain('O escriba este código: 123456');
      expect(en.text).toContain('Or enter this code: 123456');
      // No sentence of the English mail is left in the Spanish one.
      const english = en.text
        .split('\n')
        .filter((line) => /[a-z]{3}/.test(line) && !line.includes(LINK));
      for (const line of english) expect(es.text).not.toContain(line);
      expect(es.subject).not.toBe(en.subject);
    },
  );
});

describe('mail from the stack', () => {
  it('writes the reset mail in Spanish to an account made in Spanish, in English otherwise', async () => {
    const { email: spanish } = await signUp(uniqueEmail('es'), { language: 'es' });
    const { email: english } = await signUp(uniqueEmail('en'));
    await anonClient().auth.resetPasswordForEmail(spanish);
    await anonClient().auth.resetPasswordForEmail(english);
    const es = await latestMail(spanish);
    expect(es.subject).toBe('Restablezca su contraseña');
    expect(es.text).toMatch(/O escriba este código: \d{6}/);
    expect(es.links.some((l) => l.includes('/auth/v1/verify?token='))).toBe(true);
    expect((await latestMail(english)).subject).toBe('Reset your password');
  });

  it('follows the language the person later keeps on their profile', async () => {
    const { client, email, user } = await signUp(uniqueEmail('switch'));
    const { error } = await client.from('profiles').update({ language: 'es' }).eq('id', user.id);
    expect(error).toBeNull();
    const { data } = await client.auth.refreshSession();
    expect(data.user?.user_metadata.language).toBe('es');
    await anonClient().auth.resetPasswordForEmail(email);
    expect((await latestMail(email)).subject).toBe('Restablezca su contraseña');
  });
});
