/**
 * Free-text search, one definition for both executors: the text is split into terms at
 * whitespace, and every term must appear, ignoring case, inside at least one of the searched
 * columns. Characters that LIKE or PostgREST's filter grammar would read as syntax
 * (% _ * \ " , ( ) and control characters) separate terms like spaces do, so a term is always
 * a literal substring on the server exactly as in the mirror.
 */
import type { Condition } from './plan';

const SEPARATORS = /[\s%_*\\",()\p{Cc}]+/u;
/** Enough for any real query; stops a pasted essay from becoming a hundred filters. */
const MAX_TERMS = 8;

export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const terms = text
    .split(SEPARATORS)
    .map((term) => term.toLowerCase())
    .filter((term) => term.length > 0);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** One `text` condition per term over the given columns. */
export function textConditions(text: string | undefined, columns: readonly string[]): Condition[] {
  return searchTerms(text).map((term) => ({ kind: 'text', columns, term }));
}
