/**
 * A VetDeal's redemption code, asked of the server each time (it is never mirrored): the
 * vet_deal_code RPC decides who may see it. Uses the app's signed-in client so the server knows
 * who is asking.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/useOnline';
import { authStateAtom } from '../authSession';
import { inPageLanguage } from '../serverAnswers';
import { t } from '../words';

export type DealCodeState =
  | { status: 'loading' }
  | { status: 'code'; code: string | null }
  /** 401/403: who is asking may not see it; the message says why. */
  | { status: 'refused'; message: string; needsSignIn: boolean }
  | { status: 'error'; message: string };

/**
 * The server's own answer to a visitor (no session) asking for a verified-only code, said here
 * without asking, in the page's language.
 */
export const SIGN_IN_FOR_CODE = () => t('data.dealCode.signIn');

/** The code could not be asked for: offline, or no answer. */
const noConnection = (): DealCodeState => ({
  status: 'error',
  message: t('data.dealCode.notLoaded'),
});

export async function fetchDealCode(dealId: number): Promise<DealCodeState> {
  const { supabase } = await import('../supabaseClient');
  const { data, error, status } = await supabase.rpc('vet_deal_code', { p_deal_id: dealId });
  if (!error) return { status: 'code', code: typeof data === 'string' ? data : null };
  if (status === 401 || status === 403) {
    return {
      status: 'refused',
      message: inPageLanguage(error.message),
      needsSignIn: status === 401,
    };
  }
  if (status === 0 || status >= 500) return noConnection();
  return { status: 'error', message: inPageLanguage(error.message) };
}

/**
 * Asks again when the person signed in changes, and when the connection comes back. A visitor
 * is not sent to the server for a verified-only code: the answer is known (401), and the
 * browser would log the refusal; offline nobody is asked.
 */
export function useDealCode(dealId: number, verifiedOnly: boolean): DealCodeState {
  const auth = useAtomValue(authStateAtom);
  const who = auth.status === 'signedIn' ? auth.user.id : auth.status;
  const [state, setState] = useState<{ key: string; value: DealCodeState } | null>(null);
  const online = useOnline();
  const key = `${dealId}:${who}:${online}`;
  useEffect(() => {
    if (who === 'loading') return undefined;
    let current = true;
    const known: DealCodeState | null =
      verifiedOnly && who === 'signedOut'
        ? { status: 'refused', message: SIGN_IN_FOR_CODE(), needsSignIn: true }
        : online
          ? null
          : noConnection();
    if (known) {
      queueMicrotask(() => current && setState({ key, value: known }));
      return () => {
        current = false;
      };
    }
    fetchDealCode(dealId).then(
      (value) => current && setState({ key, value }),
      () => current && setState({ key, value: noConnection() }),
    );
    return () => {
      current = false;
    };
  }, [dealId, who, key, verifiedOnly, online]);
  return state?.key === key ? state.value : { status: 'loading' };
}
