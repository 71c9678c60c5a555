/**
 * The `Prefer` header (RFC 7240) as PostgREST reads it. supabase-js sends several values joined
 * by commas, and may send the header more than once (Headers joins them with ", ").
 */
import { RestError } from './errors';

export interface Preferences {
  count?: 'exact' | 'planned' | 'estimated';
  return?: 'minimal' | 'representation' | 'headers-only';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** The preferences honoured, echoed in `Preference-Applied`. */
  applied: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  count: ['exact', 'planned', 'estimated'],
  return: ['minimal', 'representation', 'headers-only'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const [name = '', value = ''] = token.split('=').map((s) => s.trim());
    if (name === 'max-affected' && /^\d{1,15}$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(token);
    } else if (ALLOWED[name]?.includes(value)) {
      // Same-named preferences: the first one wins, as in PostgREST.
      const key = name as keyof Omit<Preferences, 'applied' | 'maxAffected'>;
      if (prefs[key] === undefined) {
        (prefs as unknown as Record<string, string>)[key] = value;
        prefs.applied.push(`${name}=${value}`);
      }
    } else {
      invalid.push(token);
    }
  }
  if (prefs.handling === 'strict' && invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}
