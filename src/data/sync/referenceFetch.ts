/**
 * Where the engine gets the reference file (the build names it __REFERENCE_FILE__, hashed, so a
 * new version is a new address) and whether the line asks to save data. The service worker
 * keeps the file (sw.ts), so a device that clears its mirror reloads it without the network.
 */
import type { SyncEngineOptions } from './syncEngine';

async function fetchReferenceFile(): Promise<unknown> {
  const response = await fetch(__REFERENCE_FILE__);
  if (!response.ok) throw new Error(`The reference file answered ${response.status}`);
  return response.json();
}

/** Chromium's Network Information API; other browsers have no Save-Data signal to scripts. */
function saveData(): boolean {
  const { connection } = navigator as { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

export const referenceOptions: Pick<SyncEngineOptions, 'fetchReference' | 'saveData'> = {
  fetchReference: fetchReferenceFile,
  saveData,
};
