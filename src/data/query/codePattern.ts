/**
 * The job translator's code search. A veteran types the start of a code; an X stands for a skill
 * level digit (AFSC 1D7X1 covers 1D711 … 1D771) but also matches a literal X, because some codes
 * contain one (Army 11X, Navy 9XHO). Matching ignores case. Both executors run the same anchored
 * regular expression: PostgreSQL `~*` and a JS RegExp with the `i` flag.
 */
import type { Condition } from './plan';

/** Characters a code may contain besides letters and digits (Navy F&S); others are dropped. */
const LITERAL_CHARACTERS = new Set(['&', '-', '/', '.']);

export function codeCondition(column: string, code: string | undefined): Condition | null {
  const chars = [...(code ?? '').toUpperCase()].filter(
    (ch) => /[A-Z0-9]/.test(ch) || LITERAL_CHARACTERS.has(ch),
  );
  if (chars.length === 0) return null;
  const pattern = chars
    .map((ch) => (ch === 'X' ? '[0-9X]' : /[A-Z0-9]/.test(ch) ? ch : `[${ch}]`))
    .join('');
  const wildcard = chars.indexOf('X');
  const indexPrefix = (wildcard === -1 ? chars : chars.slice(0, wildcard)).join('');
  return { kind: 'regex', column, pattern: `^${pattern}`, indexPrefix };
}
