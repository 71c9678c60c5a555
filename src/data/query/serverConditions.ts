/** The server's half of the condition semantics (plan.ts): conditions as PostgREST filters. */
import type { Condition } from './plan';

/** The part of supabase-js's filter builder used here (any query builder of a table fits). */
export interface FilterableQuery<Self> {
  eq(column: string, value: unknown): Self;
  in(column: string, values: readonly unknown[]): Self;
  is(column: string, value: null): Self;
  not(column: string, operator: string, value: unknown): Self;
  or(filters: string): Self;
  filter(column: string, operator: string, value: unknown): Self;
}

/** A PostgreSQL array literal with every element quoted, so commas or braces in a name are safe. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * `col.ilike."%term%"` for each column, inside one or=(…). Terms never contain % _ * \ " , ( )
 * (textTerms.ts), so the quoted value is the literal substring.
 */
function textFilter(columns: readonly string[], term: string): string {
  return columns.map((column) => `${column}.ilike."%${term}%"`).join(',');
}

export function applyConditions<Q extends FilterableQuery<Q>>(
  query: Q,
  conditions: readonly Condition[],
): Q {
  let q = query;
  for (const c of conditions) {
    switch (c.kind) {
      case 'eq':
        q = q.eq(c.column, c.value);
        break;
      case 'in':
        q = q.in(c.column, c.values);
        break;
      case 'isNull':
        q = q.is(c.column, null);
        break;
      case 'notNull':
        q = q.not(c.column, 'is', null);
        break;
      case 'contains':
        q = q.filter(c.column, 'cs', arrayLiteral([c.value]));
        break;
      case 'overlaps':
        q = q.filter(c.column, 'ov', arrayLiteral(c.values));
        break;
      case 'text':
        q = q.or(textFilter(c.columns, c.term));
        break;
      case 'regex':
        q = q.filter(c.column, 'imatch', c.pattern);
        break;
      case 'after':
        q = q.filter(c.column, 'gt', c.value);
        break;
      case 'notAfter':
        q = q.or(`${c.column}.is.null,${c.column}.lte.${c.value}`);
        break;
      case 'atLeast':
        q = q.filter(c.column, 'gte', c.value);
        break;
      case 'near':
        // The source is services_near (runOnServer.ts), which already keeps only rows within
        // the radius; saying so again costs nothing and keeps the condition's meaning whole.
        q = q.filter(c.column, 'lte', c.radiusMiles);
        break;
    }
  }
  return q;
}
