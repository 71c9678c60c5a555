/** The mirror's half of the condition semantics (plan.ts): conditions and ordering in JS. */
import type { Condition, OrderTerm } from './plan';
import { compareTimes, timeKey } from './timeKey';

function asText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Per row object, its searched columns in lower case by column list (see searchedText). */
const lowered = new WeakMap<object, Map<string, string>>();

/**
 * A row's searched columns in lower case, joined by newlines, worked out once per row object:
 * rows held in memory (heldRows.ts) are searched keystroke after keystroke. The term is lower case
 * already and never holds whitespace (textTerms.ts), so it is found in the joined text exactly
 * when it is found in one column; a null column adds nothing, as it matches nothing in SQL.
 */
function searchedText(row: Record<string, unknown>, columns: readonly string[]): string {
  const key = columns.join(',');
  let texts = lowered.get(row);
  if (!texts) {
    texts = new Map();
    lowered.set(row, texts);
  }
  let text = texts.get(key);
  if (text === undefined) {
    text = columns.map((column) => asText(row[column])?.toLowerCase() ?? '').join('\n');
    texts.set(key, text);
  }
  return text;
}

function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

const regexCache = new Map<string, RegExp>();
function regex(pattern: string): RegExp {
  let compiled = regexCache.get(pattern);
  if (!compiled) {
    compiled = new RegExp(pattern, 'i');
    regexCache.set(pattern, compiled);
  }
  return compiled;
}

export function matches(row: Record<string, unknown>, condition: Condition): boolean {
  switch (condition.kind) {
    case 'eq':
      return row[condition.column] === condition.value;
    case 'in': {
      const value = asText(row[condition.column]);
      return value !== null && condition.values.includes(value);
    }
    case 'isNull':
      return row[condition.column] === null || row[condition.column] === undefined;
    case 'notNull':
      return row[condition.column] !== null && row[condition.column] !== undefined;
    case 'contains':
      return asArray(row[condition.column]).includes(condition.value);
    case 'overlaps': {
      const held = asArray(row[condition.column]);
      return condition.values.some((value) => held.includes(value));
    }
    case 'text':
      return searchedText(row, condition.columns).includes(condition.term);
    case 'regex': {
      const value = asText(row[condition.column]);
      return value !== null && regex(condition.pattern).test(value);
    }
    case 'after': {
      const value = asText(row[condition.column]);
      return value !== null && compareTimes(value, condition.value) > 0;
    }
    case 'notAfter': {
      const value = asText(row[condition.column]);
      return value === null || compareTimes(value, condition.value) <= 0;
    }
    case 'atLeast': {
      const value = row[condition.column];
      return value !== null && value !== undefined && Number(value) >= condition.value;
    }
    case 'near': {
      const miles = row[condition.column];
      return typeof miles === 'number' && miles <= condition.radiusMiles;
    }
  }
}

export function matchesAll(
  row: Record<string, unknown>,
  conditions: readonly Condition[],
): boolean {
  return conditions.every((condition) => matches(row, condition));
}

function compareValues(a: unknown, b: unknown, type: OrderTerm['type']): number {
  if (type === 'time') return compareTimes(String(a), String(b));
  if (type === 'code') return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  const na = Number(a);
  const nb = Number(b);
  return na < nb ? -1 : na > nb ? 1 : 0;
}

/** A comparator for Array.sort that orders rows as `order by … nulls last` does. */
export function rowComparator(order: readonly OrderTerm[]) {
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    for (const term of order) {
      const va = a[term.column];
      const vb = b[term.column];
      const aNull = va === null || va === undefined;
      const bNull = vb === null || vb === undefined;
      if (aNull || bNull) {
        if (aNull !== bNull) return aNull ? 1 : -1;
        continue;
      }
      const result = compareValues(va, vb, term.type);
      if (result !== 0) return term.descending ? -result : result;
    }
    return 0;
  };
}

/** Whether a row is featured at the instant `now` (ISO): its featured_until is later. */
export function isFeaturedAt(row: Record<string, unknown>, now: string): boolean {
  return matches(row, { kind: 'after', column: 'featured_until', value: now });
}

/** The plan's order, with rows featured at `featuredAfter` first when it is set. */
export function planComparator(order: readonly OrderTerm[], featuredAfter?: string) {
  const byOrder = rowComparator(order);
  if (!featuredAfter) return byOrder;
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    const fa = isFeaturedAt(a, featuredAfter);
    const fb = isFeaturedAt(b, featuredAfter);
    return fa === fb ? byOrder(a, b) : fa ? -1 : 1;
  };
}

/** A value as its term compares it: a fixed-width time key, text, or a number; null sorts last. */
function sortKey(value: unknown, type: OrderTerm['type']): string | number | null {
  if (value === null || value === undefined) return null;
  if (type === 'time') return timeKey(String(value));
  if (type === 'code') return String(value);
  return Number(value);
}

/**
 * `rows` in the plan's order, as `planComparator` sorts them, with each row's keys worked out once
 * rather than in every comparison: a word search over a working set sorts hundreds of matches,
 * and parsing two timestamps a comparison took most of its time.
 */
export function sortByPlan<T extends Record<string, unknown>>(
  rows: readonly T[],
  order: readonly OrderTerm[],
  featuredAfter?: string,
): T[] {
  const keyed = rows.map((row) => ({
    row,
    featured: featuredAfter !== undefined && isFeaturedAt(row, featuredAfter),
    keys: order.map((term) => sortKey(row[term.column], term.type)),
  }));
  keyed.sort((a, b) => {
    if (a.featured !== b.featured) return a.featured ? -1 : 1;
    for (let i = 0; i < order.length; i += 1) {
      const ka = a.keys[i] ?? null;
      const kb = b.keys[i] ?? null;
      if (ka === null || kb === null) {
        if (ka !== kb) return ka === null ? 1 : -1;
        continue;
      }
      const result = ka < kb ? -1 : ka > kb ? 1 : 0;
      if (result !== 0) return order[i]?.descending ? -result : result;
    }
    return 0;
  });
  return keyed.map(({ row }) => row);
}
