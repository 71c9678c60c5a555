/**
 * Regular expressions a `match` or `imatch` filter may not use (issue 37). PostgreSQL's regex
 * engine backtracks on back references and runs a sub-match per lookaround constraint: one such
 * pattern over a table held PGlite's single session for the whole statement timeout, and every
 * other client with it. Hosted PostgreSQL cancels it after the same timeout without stalling
 * anyone; here it is refused before it runs, with the reason PostgreSQL gives bad patterns.
 */
import { RestError } from './errors';

function costlyPart(pattern: string): string | null {
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      if (/[1-9]/.test(pattern[i + 1] ?? '')) return 'back references';
      i += 1;
    } else if (char === '(' && /^\?(=|!|<=|<!)/.test(pattern.slice(i + 1, i + 4))) {
      return 'lookahead and lookbehind constraints';
    }
  }
  return null;
}

export function refuseCostlyRegex(pattern: string): void {
  const part = costlyPart(pattern);
  if (!part) return;
  throw new RestError(
    400,
    '2201B',
    `invalid regular expression: ${part} are not allowed in match and imatch filters`,
    null,
    'Match with a pattern that has none, or filter with like, ilike or full-text search.',
  );
}
