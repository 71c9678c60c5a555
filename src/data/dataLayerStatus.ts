/**
 * Whether the data layer (Dexie, sync, outbox) has started in this page. The shell waits for it
 * before mounting anything that reads the device database, so Dexie stays off the first paint.
 */
import { atom } from 'jotai';

export const dataLayerStartedAtom = atom(false);
