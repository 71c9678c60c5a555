/**
 * The device's storage budget (issue 34): past it, each listing table keeps proportionally fewer
 * rows, so the next trim brings VetHub back under it (least recently used first, saved never).
 */

/** What VetHub may keep on a device, all of it (mirror, saved, queued work, cached pages). */
export const STORAGE_BUDGET_BYTES = 50 * 1024 * 1024;
/** However short the storage, each listing table keeps at least this part of its rows. */
const FLOOR_PART = 0.1;

/** The part of navigator.storage.estimate()'s answer used here. */
export interface StorageEstimate {
  usage?: number;
}

/** Rows a listing table may keep given the device's usage. */
export function roomForRows(rows: number, estimate: StorageEstimate | null): number {
  const usage = estimate?.usage;
  if (usage === undefined || usage <= STORAGE_BUDGET_BYTES) return rows;
  return Math.max(Math.ceil(rows * FLOOR_PART), Math.floor((rows * STORAGE_BUDGET_BYTES) / usage));
}

/** The browser's estimate, where it has one (workers too); null otherwise. */
export async function browserEstimate(): Promise<StorageEstimate | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.estimate !== 'function') return null;
  return storage.estimate();
}
