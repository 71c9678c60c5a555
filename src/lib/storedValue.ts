/**
 * localStorage access that survives private mode, quota errors and hand-edited values:
 * a value that fails its schema resets that one setting, never the app.
 */
import { safeParse, type $ZodType } from 'zod/v4/core';

export function readStored<T>(key: string, schema: $ZodType<T>, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
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
