/** The mail GoTrue would send, captured by the stack's mailbox instead of leaving the machine. */
import { html } from 'hono/html';
import type { Mail } from '../mailbox';
import { tooManyRequests } from './errors';

type Outgoing = Omit<Mail, 'id' | 'sentAt'>;

async function compose(
  to: string,
  subject: string,
  lead: string,
  action: string,
  link: string,
  otp: string,
): Promise<Outgoing> {
  const text = `${lead}\n\n${action}:\n${link}\n\nOr enter this code: ${otp}\n\nIf you did not ask for this, you can ignore this message.\n`;
  const body = await html`<!doctype html>
    <html lang="en">
      <body>
        <h2>${subject}</h2>
        <p>${lead}</p>
        <p><a href="${link}">${action}</a></p>
        <p>Or enter this code: ${otp}</p>
        <p>If you did not ask for this, you can ignore this message.</p>
      </body>
    </html>`;
  return { to, subject, text, html: String(body) };
}

export function recoveryMail(to: string, link: string, otp: string): Promise<Outgoing> {
  return compose(
    to,
    'Reset your password',
    'Someone asked to reset the password of your VetHub account.',
    'Reset your password',
    link,
    otp,
  );
}

export function signupMail(to: string, link: string, otp: string): Promise<Outgoing> {
  return compose(
    to,
    'Confirm your VetHub account',
    'Someone used this address to create a VetHub account.',
    'Confirm your email address',
    link,
    otp,
  );
}

export function emailChangeMail(to: string, link: string, otp: string): Promise<Outgoing> {
  return compose(
    to,
    'Confirm your new email address',
    'Someone asked to use this address for a VetHub account.',
    'Confirm this email address',
    link,
    otp,
  );
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
