/**
 * localStorage access that survives private mode, quota errors and hand-edited values:
 * a value that fails its schema resets that one setting, never the app.
 */

/** Turns a stored JSON value into a setting, or undefined when it is not one. */
export type StoredParser<T> = (value: unknown) => T | undefined;

export function readStored<T>(key: string, parse: StoredParser<T>, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Returns false when the browser refused to store the value (private mode, full quota). */
export function writeStored(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
