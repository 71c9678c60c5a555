import { atom } from 'jotai';

/** Set when a newer build is known to exist (builds/latest.json or a waiting service worker). */
export const updateAvailableAtom = atom(false);
