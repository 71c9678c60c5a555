/** Starts keeping the device mirror in sync with the server (see syncEngine.ts). */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { VetHubDb } from '../localDb';
import { referenceOptions } from './referenceFetch';
import { browserEstimate } from './storageBudget';
import { supabaseSource } from './supabaseSource';
import { loadSyncClient } from './syncClient';
import { startSyncWith, type SyncHandle } from './syncEngine';

export interface StartSyncOptions {
  db: VetHubDb;
  /** The client to sync with; by default a signed-out client loaded on first use. */
  getClient?: () => Promise<SupabaseClient>;
}

export function startSync({ db, getClient = loadSyncClient }: StartSyncOptions): SyncHandle {
  return startSyncWith({
    db,
    getSource: async () => supabaseSource(await getClient()),
    estimate: browserEstimate,
    ...referenceOptions,
  });
}
