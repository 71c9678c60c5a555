/**
 * The person's region for components: the choice, live, and a way to make it. A new region is
 * pulled at once (with the first-sync progress bar) and the old region's unsaved rows leave.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from './localDb';
import { readRegionChoice, writeRegionChoice, type RegionChoice } from './region';

/** undefined while reading; null before the question was answered. */
export function useRegionChoice(): RegionChoice | null | undefined {
  return useLiveQuery(() => readRegionChoice(localDb), []);
}

export async function chooseRegion(choice: RegionChoice): Promise<void> {
  await writeRegionChoice(localDb, choice);
  // Loaded on use: the data services start after the first paint and stay out of page chunks.
  void import('./startDataServices').then(({ syncDataNow }) => syncDataNow());
}
