/** Where the claim calculator keeps what was typed; clearDevice.ts removes it (no Dexie here). */
export const CALCULATOR_STORAGE_KEY = 'vethub.claimCalculator';
