/**
 * The newsletter form's state (spec §4): idle → subscribing → success | error, the message
 * clearing after 5 s. The button is disabled while the email is empty or a request is in
 * flight (spec §5). The sending code loads with the form, never with the first page.
 */
import { useEffect, useRef, useState } from 'react';
import { subscribeFailed } from './newsletterMessages';
import type { SubscribeOutcome } from './subscribeNewsletter';

export type NewsletterState =
  | { status: 'idle' }
  | { status: 'subscribing' }
  | { status: 'success'; queued: boolean; entryId: string }
  | { status: 'error'; message: string };

/** Spec §4: the message clears after 5 seconds. */
export const MESSAGE_CLEAR_MS = 5_000;

export type Subscriber = (email: string, source: string) => Promise<SubscribeOutcome>;

const loadSubscriber: Subscriber = async (email, source) => {
  const { subscribeToNewsletter } = await import('./subscribeNewsletter');
  return subscribeToNewsletter(email, source);
};

export function useNewsletterSignup(source: string, subscribe: Subscriber = loadSubscriber) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NewsletterState>({ status: 'idle' });
  const mounted = useRef(true);

  useEffect(() => {
    // Fetch the sending code while the form is shown, so a sign-up made offline still queues.
    if (subscribe === loadSubscriber) void import('./subscribeNewsletter').catch(() => undefined);
  }, [subscribe]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status !== 'success' && state.status !== 'error') return;
    const timer = setTimeout(() => setState({ status: 'idle' }), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const busy = state.status === 'subscribing';
  const canSubmit = email.trim() !== '' && !busy;

  async function submit(): Promise<NewsletterState | null> {
    if (!canSubmit) return null;
    setState({ status: 'subscribing' });
    let next: NewsletterState;
    try {
      const outcome = await subscribe(email, source);
      next = outcome.ok
        ? { status: 'success', queued: outcome.queued, entryId: outcome.entryId }
        : { status: 'error', message: outcome.message };
    } catch {
      // The sending code could not load (offline before it was ever cached).
      next = { status: 'error', message: subscribeFailed() };
    }
    if (!mounted.current) return next;
    setState(next);
    if (next.status === 'success') setEmail('');
    return next;
  }

  return { email, setEmail, state, canSubmit, busy, submit };
}
