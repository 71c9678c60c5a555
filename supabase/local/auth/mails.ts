/** The mail GoTrue would send, captured by the stack's mailbox instead of leaving the machine. */
import type { StackContext } from '../context';
import type { Mail } from '../mailbox';
import { tooManyRequests } from './errors';
import { escapeHtml } from './goTemplate';
import { loadMailTemplates, type MailKind } from './mailTemplates';

type Outgoing = Omit<Mail, 'id' | 'sentAt'>;

/** What GoTrue gives a template: the link, the code, the addresses and the user's metadata. */
export interface MailData {
  ConfirmationURL: string;
  Token: string;
  Email: string;
  NewEmail?: string;
  /** user_metadata as the user row holds it. */
  Data: unknown;
}

const loaded = new Map<string, ReturnType<typeof loadMailTemplates>>();

/** The project's templates, read once; called at start so a bad template stops the stack. */
export function mailTemplatesOf(workdir: string) {
  let templates = loaded.get(workdir);
  if (!templates) {
    templates = loadMailTemplates(workdir);
    loaded.set(workdir, templates);
  }
  return templates;
}

/** GoTrue sends the HTML alone; the mailbox keeps a text copy for tests and its list. */
function textOf(html: string): string {
  return html
    .replace(/<(?:head|style)[\s\S]*?<\/(?:head|style)>/gi, '')
    .replace(/<\/(?:p|h\d|li|div)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

export function authMail(
  ctx: Pick<StackContext, 'workdir' | 'siteUrl'>,
  kind: MailKind,
  to: string,
  data: MailData,
): Outgoing {
  const template = mailTemplatesOf(ctx.workdir)[kind];
  const fields = { ...data, SiteURL: ctx.siteUrl };
  const html = template.body(fields, escapeHtml);
  return { to, subject: template.subject(fields).trim(), text: textOf(html), html };
}

/** GoTrue sends at most one mail of a kind per address per minute (SMTP max frequency). */
export const MAIL_INTERVAL_MS = 60_000;

export function assertMailFrequency(lastSentAt: Date | null): void {
  if (!lastSentAt) return;
  mailWaitError(MAIL_INTERVAL_MS - (Date.now() - +new Date(lastSentAt)));
}

/** GoTrue's 429 for a mail asked for too soon; nothing when `waitMs` has passed. */
export function mailWaitError(waitMs: number): void {
  if (waitMs > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
}

/** The link a mail carries: GoTrue's /verify with the token hash and the checked redirect. */
export function verifyLink(
  apiUrl: string,
  token: string,
  type: string,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${apiUrl}/auth/v1/verify?${query.toString()}`;
}
