/**
 * Bucket ids and object names as Storage accepts them. Names are checked even though files are
 * stored under random version ids (so no name can reach outside the store): a `..` segment, an
 * absolute path, a backslash or a control character is refused with 400 "Invalid key".
 */
import { StorageError } from './errors';

const MAX_NAME_BYTES = 1024;

export function checkBucketId(id: unknown): string {
  if (typeof id !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9_.\- ]{0,99}$/.test(id)) {
    throw new StorageError(400, 'InvalidBucketName', `Bucket name invalid: ${String(id)}`);
  }
  return id;
}

export function checkObjectName(name: unknown): string {
  const invalid = (why: string) =>
    new StorageError(400, 'InvalidKey', `Invalid key: ${String(name)} (${why})`);
  if (typeof name !== 'string' || name === '') throw invalid('empty');
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) throw invalid('longer than 1024 bytes');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(name)) throw invalid('control character or backslash');
  const segments = name.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw invalid('empty, "." or ".." path segment');
  }
  return name;
}

/** `bucket/a/b.png` from a route's rest path, decoded; null when the bucket part is missing. */
export function splitPath(rest: string): { bucket: string; name: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    throw new StorageError(400, 'InvalidKey', 'Invalid key: malformed percent-encoding');
  }
  const slash = decoded.indexOf('/');
  const bucket = checkBucketId(slash < 0 ? decoded : decoded.slice(0, slash));
  return { bucket, name: checkObjectName(slash < 0 ? '' : decoded.slice(slash + 1)) };
}

/** Whether a MIME type is allowed by a bucket's list (entries may end in `/*`). */
export function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((a) => {
    const rule = a.toLowerCase();
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule;
  });
}
