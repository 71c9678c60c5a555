/**
 * Lexical helpers shared by the query-string parsers: PostgREST separates list items with commas
 * at the top level, where double quotes (with backslash escapes) and parentheses protect them.
 */
import { parseError } from './errors';

/** A double quote opens a quoted value only where a value starts, as in PostgREST's grammar. */
const QUOTE_OPENERS = new Set([undefined, ',', '(', '{', '.']);

/**
 * Splits on `separator` outside quotes and parentheses/braces. Throws PGRST100 (`what` names the
 * parameter) on an unterminated quote or unbalanced parenthesis.
 */
export function splitTopLevel(text: string, what: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i += 1;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"' && QUOTE_OPENERS.has(text[i - 1])) quoted = true;
    else if (ch === '(' || ch === '{') depth += 1;
    else if (ch === ')' || ch === '}') {
      depth -= 1;
      if (depth < 0) throw parseError(what, text, i, `unexpected "${ch}"`);
    } else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw parseError(what, text, text.length, 'unexpected end of input: unclosed quote');
  if (depth !== 0) {
    throw parseError(what, text, text.length, 'unexpected end of input expecting ")"');
  }
  parts.push(text.slice(start));
  return parts;
}

/** `"a,b"` → `a,b` (with `\"` and `\\` unescaped); anything else is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** A Postgres array literal whose every element is quoted, so no element can break out. */
export function toArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** Levenshtein distance, for "Perhaps you meant …" hints. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest name within a third of its length in edits, if any. */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.ceil(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
