/**
 * A sign-up from start to answer. The record always goes into the outbox (so nothing typed is
 * lost, online or off); when a form-service key is configured the §7 call is made too. Online,
 * the answer waits briefly for the outbox to deliver, so a refusal can be shown; offline, or when
 * the server is slow, the sign-up is reported as saved and waiting.
 */
import { liveQuery } from 'dexie';
import { localDb, type OutboxState, type VetHubDb } from '../../data/localDb';
import { discard, enqueue } from '../../data/outbox/outboxQueue';
import { newsletterFormKey, postNewsletterSignup } from './formService';
import { INVALID_EMAIL, SUBSCRIBE_FAILED } from './newsletterMessages';
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

/** Resolves with the entry's first settled state, or 'queued' when `ms` pass first. */
function settledState(db: VetHubDb, id: string, ms: number): Promise<OutboxState | 'gone'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('queued'), ms);
    const subscription = liveQuery(() => db.outbox.get(id)).subscribe({
      next: (entry) => {
        if (!entry) finish('gone');
        else if (entry.state === 'sent' || entry.state === 'failed') finish(entry.state);
      },
      error: () => finish('queued'),
    });
    function finish(state: OutboxState | 'gone') {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(state);
    }
  });
}

export async function subscribeToNewsletter(
  email: string,
  source: string,
  deps: SubscribeDeps = {},
): Promise<SubscribeOutcome> {
  const db = deps.db ?? localDb;
  const online = (deps.isOnline ?? (() => navigator.onLine))();
  const queued = await enqueue(db, {
    table: 'newsletter_subscribers',
    op: 'insert',
    payload: { email, source },
    schema: newsletterSignupSchema,
  });
  if (!queued.ok) {
    return { ok: false, message: queued.reason === 'invalid' ? INVALID_EMAIL : SUBSCRIBE_FAILED };
  }
  const formKey = deps.formKey ?? newsletterFormKey();
  if (formKey && online) {
    const normalized = String((await db.outbox.get(queued.id))?.payload.email ?? email);
    const answer = await postNewsletterSignup(formKey, normalized, deps.fetcher);
    if (!answer.success) return { ok: false, message: SUBSCRIBE_FAILED };
  }
  if (!online) return { ok: true, queued: true, entryId: queued.id };
  const state = await settledState(db, queued.id, deps.waitMs ?? DELIVERY_WAIT_MS);
  if (state === 'failed') {
    // Refused by the server: the visitor sees the failure and tries again; nothing waits.
    await discard(db, queued.id);
    return { ok: false, message: SUBSCRIBE_FAILED };
  }
  return { ok: true, queued: state !== 'sent' && state !== 'gone', entryId: queued.id };
}
