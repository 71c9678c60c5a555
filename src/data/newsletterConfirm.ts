/**
 * The newsletter's confirmation step (issue 18): an address that unsubscribed comes back only
 * through the link mailed to it. `askForConfirmationMail` (newsletterMail.ts) asks the server to
 * send what a sign-up queued; `confirmNewsletter` is the link's page pressing Confirm.
 */
import { inPageLanguage } from './serverAnswers';
import { t } from './words';

export { askForConfirmationMail } from './newsletterMail';

export type ConfirmAnswer = { ok: true; email: string } | { ok: false; message: string };

export async function confirmNewsletter(token: string): Promise<ConfirmAnswer> {
  if (!navigator.onLine) {
    return { ok: false, message: t('data.newsletter.offline') };
  }
  const { supabase } = await import('./supabaseClient');
  try {
    const { data, error, status } = await supabase.rpc('confirm_newsletter', { token });
    if (!error && typeof data === 'string') return { ok: true, email: data };
    if (error && status >= 400 && status < 500) {
      return { ok: false, message: inPageLanguage(error.message) };
    }
  } catch {
    // Falls through to the connection message.
  }
  return { ok: false, message: t('data.noAnswer') };
}
