/**
 * A VetDeal's redemption code, asked of the server each time (it is never mirrored): the
 * vet_deal_code RPC decides who may see it. Uses the app's signed-in client so the server knows
 * who is asking.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { authStateAtom } from '../authSession';

export type DealCodeState =
  | { status: 'loading' }
  | { status: 'code'; code: string | null }
  /** 401/403: who is asking may not see it; the message says why. */
  | { status: 'refused'; message: string; needsSignIn: boolean }
  | { status: 'error'; message: string };

export async function fetchDealCode(dealId: number): Promise<DealCodeState> {
  const { supabase } = await import('../supabaseClient');
  const { data, error, status } = await supabase.rpc('vet_deal_code', { p_deal_id: dealId });
  if (!error) return { status: 'code', code: typeof data === 'string' ? data : null };
  if (status === 401 || status === 403) {
    return { status: 'refused', message: error.message, needsSignIn: status === 401 };
  }
  if (status === 0 || status >= 500) {
    return { status: 'error', message: 'The code could not be loaded. Check your connection.' };
  }
  return { status: 'error', message: error.message };
}

/** Asks again when the person signed in changes. */
export function useDealCode(dealId: number): DealCodeState {
  const auth = useAtomValue(authStateAtom);
  const who = auth.status === 'signedIn' ? auth.user.id : auth.status;
  const [state, setState] = useState<{ key: string; value: DealCodeState } | null>(null);
  const key = `${dealId}:${who}`;
  useEffect(() => {
    if (who === 'loading') return undefined;
    let current = true;
    fetchDealCode(dealId).then(
      (value) => current && setState({ key, value }),
      () =>
        current &&
        setState({
          key,
          value: {
            status: 'error',
            message: 'The code could not be loaded. Check your connection.',
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [dealId, who, key]);
  return state?.key === key ? state.value : { status: 'loading' };
}
