/**
 * GoTrue's mail templates as the project configures them for hosted Supabase: the subjects and
 * content paths under [auth.email.template.*] in supabase/config.toml, read once per stack.
 * A template the config does not name gets GoTrue's own default, as hosted GoTrue does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readProjectConfig } from '../projectConfig';
import { compileTemplate, type Template } from './goTemplate';

export type MailKind = 'confirmation' | 'recovery' | 'email_change';

interface MailTemplate {
  subject: Template;
  body: Template;
}

// GoTrue's defaults (internal/mailer/templatemailer/templatemailer.go).
const DEFAULTS: Record<MailKind, { subject: string; body: string }> = {
  confirmation: {
    subject: 'Confirm your email address',
    body: '<h2>Confirm your email address</h2><p>Follow the link below to confirm this email address and finish signing up.</p><p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>',
  },
  recovery: {
    subject: 'Reset your password',
    body: '<h2>Reset your password</h2><p>We received a request to reset your password. Follow the link below to choose a new one.</p><p><a href="{{ .ConfirmationURL }}">Reset password</a></p><p>If you didn\'t request this, you can safely ignore this email.</p>',
  },
  email_change: {
    subject: 'Confirm your new email address',
    body: '<h2>Confirm your new email address</h2><p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p><p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p><p>If you didn\'t request this change, you can safely ignore this email.</p>',
  },
};

type Configured = Partial<Record<MailKind, { subject?: unknown; content_path?: unknown }>>;

const configuredTemplates = (workdir: string): Configured =>
  (readProjectConfig(workdir).auth?.email?.template ?? {}) as Configured;

/** Every kind's subject and body, compiled; a template the stack cannot render fails here. */
export function loadMailTemplates(workdir: string): Record<MailKind, MailTemplate> {
  const configured = configuredTemplates(workdir);
  const load = (kind: MailKind): MailTemplate => {
    const entry = configured[kind] ?? {};
    const subject = typeof entry.subject === 'string' ? entry.subject : DEFAULTS[kind].subject;
    // content_path is relative to the project folder (the one holding supabase/), as the CLI reads it.
    const body =
      typeof entry.content_path === 'string'
        ? readFileSync(path.resolve(workdir, '..', entry.content_path), 'utf8')
        : DEFAULTS[kind].body;
    return { subject: compileTemplate(subject), body: compileTemplate(body) };
  };
  return {
    confirmation: load('confirmation'),
    recovery: load('recovery'),
    email_change: load('email_change'),
  };
}
