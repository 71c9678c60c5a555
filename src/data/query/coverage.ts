/**
 * Whether the device alone can answer a list: a table held whole always can; a working set
 * (sync/workingSet.ts) only inside a stream it holds every row of, such as the person's own
 * state. Anything else goes to the server when online, and offline says what the device holds.
 */
import type { TableSyncMeta } from '../sync/syncMeta';
import type { TableFilter } from './filters';

export function deviceCovers(meta: TableSyncMeta, filter: TableFilter): boolean {
  if (meta.state !== 'complete') return false;
  if (meta.whole) return true;
  const whole = (id: string) => meta.wholeStreams.includes(id);
  if (filter.table === 'services' && filter.type === 'national' && whole('national')) return true;
  if ((filter.table === 'services' || filter.table === 'unemployment_jobs') && filter.state) {
    return meta.region.split(',').includes(filter.state) && whole(`region:${meta.region}`);
  }
  return false;
}
