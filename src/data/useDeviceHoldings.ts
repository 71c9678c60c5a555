/**
 * What VetHub keeps on this device, for /your-page: the browser's estimate of the bytes used and
 * how many listings and saved items the database holds, live.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type VetHubDb } from './localDb';
import { browserEstimate } from './sync/storageBudget';
import { readSyncMeta } from './sync/syncMeta';

export interface DeviceHoldings {
  /** Bytes in use by this site, when the browser says. */
  bytes: number | null;
  listings: number;
  saved: number;
  /** Every listing table is held whole (the directory fits): no region applies yet. */
  whole: boolean;
}

const LISTING_TABLES = ['services', 'vet_deals', 'blog_posts', 'unemployment_jobs'] as const;

export async function readDeviceHoldings(db: VetHubDb = localDb): Promise<DeviceHoldings> {
  const counts = await Promise.all(LISTING_TABLES.map((table) => db.table(table).count()));
  const saved = await db.saved.filter((item) => !item.deletedAt).count();
  const metas = await Promise.all(LISTING_TABLES.map((table) => readSyncMeta(db, table)));
  const estimate = await browserEstimate().catch(() => null);
  return {
    bytes: estimate?.usage ?? null,
    listings: counts.reduce((a, b) => a + b, 0),
    saved,
    whole: metas.every((meta) => meta.whole),
  };
}

/** undefined while counting. */
export function useDeviceHoldings(): DeviceHoldings | undefined {
  return useLiveQuery(() => readDeviceHoldings(), []);
}
