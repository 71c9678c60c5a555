import { useState } from 'react';
import { confirmNewsletter } from '../../data/newsletterConfirm';

type ConfirmState =
  { kind: 'waiting' } | { kind: 'confirmed'; email: string } | { kind: 'refused'; message: string };

/** The confirmation link's state: waiting for the person, confirmed, or refused with the reason. */
export function useNewsletterConfirm(token: string) {
  const [state, setState] = useState<ConfirmState>({ kind: 'waiting' });
  const confirm = async () => {
    const answer = await confirmNewsletter(token);
    setState(
      answer.ok
        ? { kind: 'confirmed', email: answer.email }
        : { kind: 'refused', message: answer.message },
    );
  };
  return { state, confirm };
}
