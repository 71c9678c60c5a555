/**
 * A random id for this browser, kept in localStorage and sent with what the server counts per
 * device (error reports, listing reports, views and saves). It names no person; clearing the
 * browser's data makes a new one.
 */
export const DEVICE_ID_KEY = 'vethub.deviceId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function deviceId(storage: Storage = window.localStorage): string {
  try {
    const known = storage.getItem(DEVICE_ID_KEY);
    if (known && UUID.test(known)) return known;
    const made = crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
