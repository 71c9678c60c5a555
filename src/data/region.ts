/**
 * Where the person said they are: the states whose listings the device keeps (workingSet.ts).
 * Kept in the database's `meta` (`region`), so the sync worker reads what the page wrote. Asked
 * once ("Where are you?"); skipping keeps the nationwide default and is remembered too.
 */
import type { VetHubDb } from './localDb';

const KEY = 'region';

/** One or more two-letter state codes, sorted. */
export interface Region {
  states: string[];
}

export type RegionChoice = { states: string[] } | { skipped: true };

const STATE = /^[A-Z]{2}$/;

function parse(value: unknown): RegionChoice | null {
  const v = value as { states?: unknown; skipped?: unknown } | null | undefined;
  if (v?.skipped === true) return { skipped: true };
  if (!Array.isArray(v?.states)) return null;
  const states = v.states.filter((s): s is string => typeof s === 'string' && STATE.test(s));
  return states.length ? { states: [...new Set(states)].sort() } : null;
}

/** The choice as made, or null before the question was answered. */
export async function readRegionChoice(db: VetHubDb): Promise<RegionChoice | null> {
  return parse((await db.meta.get(KEY))?.value);
}

/** The region the working set follows (null: nationwide default). */
export async function readRegion(db: VetHubDb): Promise<Region | null> {
  const choice = await readRegionChoice(db);
  return choice && 'states' in choice ? choice : null;
}

export async function writeRegionChoice(db: VetHubDb, choice: RegionChoice): Promise<void> {
  const parsed = parse(choice);
  if (!parsed) throw new Error('A region is one or more two-letter state codes.');
  await db.meta.put({ key: KEY, value: parsed });
}
