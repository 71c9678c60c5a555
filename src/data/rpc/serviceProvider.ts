/**
 * GET /api/services/providers/{id} (spec §7): a listing with its provider's public business
 * details, served by the service_provider RPC. Throws when the answer is not ok.
 */
import { useEffect, useState } from 'react';
import { loadSyncClient } from '../sync/syncClient';
import { inPageLanguage } from '../serverAnswers';
import { t } from '../words';

export interface ServiceProvider {
  company_name: string | null;
  website: string | null;
  user_type: string | null;
}

export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function fetchServiceProvider(id: number): Promise<ServiceProvider | null> {
  // The public's view of the listing: the signed-out client, like the directory itself.
  const client = await loadSyncClient();
  const { data, error, status } = await client.rpc('service_provider', { p_id: id });
  if (error) throw new ProviderRequestError(inPageLanguage(error.message), status);
  const provider = (data as { provider?: ServiceProvider | null } | null)?.provider;
  return provider ?? null;
}

export type ProviderState =
  | { status: 'loading' }
  | { status: 'ready'; provider: ServiceProvider | null }
  | { status: 'error'; message: string };

export function useServiceProvider(id: number): ProviderState {
  const [state, setState] = useState<{ id: number; value: ProviderState } | null>(null);
  useEffect(() => {
    let current = true;
    fetchServiceProvider(id).then(
      (provider) => current && setState({ id, value: { status: 'ready', provider } }),
      (error: unknown) =>
        current &&
        setState({
          id,
          value: {
            status: 'error',
            message: error instanceof Error ? error.message : t('data.provider.unavailable'),
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return state?.id === id ? state.value : { status: 'loading' };
}
