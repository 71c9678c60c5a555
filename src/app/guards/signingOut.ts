import { atom } from 'jotai';

/**
 * True while the visitor signs out from the header: a guarded page they are on then sends them
 * home, not to the sign-in page (which would read as "you were thrown out").
 */
export const signingOutAtom = atom(false);
