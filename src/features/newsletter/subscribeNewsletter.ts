/**
 * A sign-up from start to answer. The record always goes into the outbox (so nothing typed is
 * lost, online or off); when a form-service key is configured the §7 call is made too. Online,
 * the answer waits briefly for the outbox to deliver, so a refusal can be shown; offline, or when
 * the server is slow, the sign-up is reported as saved and waiting.
 */
import type { VetHubDb } from '../../data/localDb';
import { currentLanguage } from '../../lib/i18n';
import { discardEntry, queueWrite, readEntry, waitUntilSettled } from '../../data/outbox/outbox';
import { newsletterFormKey, postNewsletterSignup } from './formService';
import { invalidEmail, subscribeFailed } from './newsletterMessages';
import { newsletterSignupSchema } from './newsletterSchema';

export type SubscribeOutcome =
  { ok: true; queued: boolean; entryId: string } | { ok: false; message: string };

export interface SubscribeDeps {
  db?: VetHubDb;
  formKey?: string;
  fetcher?: typeof fetch;
  /** How long to wait for delivery before calling it queued. */
  waitMs?: number;
  isOnline?: () => boolean;
}

const DELIVERY_WAIT_MS = 8_000;

export async function subscribeToNewsletter(
  email: string,
  source: string,
  deps: SubscribeDeps = {},
): Promise<SubscribeOutcome> {
  const { db } = deps;
  const online = (deps.isOnline ?? (() => navigator.onLine))();
  const queued = await queueWrite(
    {
      table: 'newsletter_subscribers',
      op: 'insert',
      payload: { email, source, language: currentLanguage() },
      schema: newsletterSignupSchema,
    },
    db,
  );
  if (!queued.ok) {
    return { ok: false, message: queued.reason === 'invalid' ? invalidEmail() : subscribeFailed() };
  }
  const formKey = deps.formKey ?? newsletterFormKey();
  if (formKey && online) {
    const normalized = String((await readEntry(queued.id, db))?.payload.email ?? email);
    const answer = await postNewsletterSignup(formKey, normalized, deps.fetcher);
    if (!answer.success) return { ok: false, message: subscribeFailed() };
  }
  if (!online) return { ok: true, queued: true, entryId: queued.id };
  const state = await waitUntilSettled(queued.id, deps.waitMs ?? DELIVERY_WAIT_MS, db);
  if (state === 'failed') {
    // Refused by the server: the visitor sees the failure and tries again; nothing waits.
    await discardEntry(queued.id, db);
    return { ok: false, message: subscribeFailed() };
  }
  return { ok: true, queued: state !== 'sent' && state !== 'gone', entryId: queued.id };
}
