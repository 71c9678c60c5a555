/**
 * Splits a request's query string into what PostgREST reads from it: `select`, the filters of the
 * top level and of each embedded resource (`rel.col=…`, `rel.or=…`), `order`, `limit`, `offset`
 * (also per embedded resource), `on_conflict` and `columns`.
 */
import { parseError, RestError } from './errors';
import {
  parseCondition,
  parseFieldRef,
  parseLogicTree,
  type FieldRef,
  type FilterNode,
} from './filterParser';
import { splitTopLevel, unquote } from './paramText';
import { parseSelect, type SelectItem } from './selectParser';

export interface OrderTerm {
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters and paging of one level: the top level (path '') or an embedded resource. */
export interface Level {
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Keyed by the dotted embed path ('' is the top level), e.g. 'books' or 'books.reviews'. */
  levels: Map<string, Level>;
  onConflict?: string[];
  columns?: string[];
}

const TOP_LEVEL_ONLY = new Set(['select', 'on_conflict', 'columns']);

export function emptyLevel(): Level {
  return { filters: [], order: [] };
}

/** `skip` names parameters consumed elsewhere (function arguments of a GET RPC). */
export function parseQuery(params: URLSearchParams, skip: Set<string> = new Set()): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'star' }], levels: new Map() };
  const level = (path: string) => {
    let found = query.levels.get(path);
    if (!found) {
      found = emptyLevel();
      query.levels.set(path, found);
    }
    return found;
  };
  level('');
  for (const [key, value] of params) {
    if (skip.has(key)) continue;
    if (TOP_LEVEL_ONLY.has(key)) {
      if (key === 'select') query.select = parseSelect(value);
      else if (key === 'on_conflict') query.onConflict = parseNameList(value, 'on_conflict');
      else query.columns = parseNameList(value, 'columns');
      continue;
    }
    const parts = key.split('.');
    const last = parts.at(-1) ?? '';
    const negatedTree = parts.length >= 2 && parts.at(-2) === 'not' && /^(or|and)$/.test(last);
    const path = parts.slice(0, negatedTree ? -2 : -1).join('.');
    const target = level(path);
    if (last === 'or' || last === 'and') {
      target.filters.push(parseLogicTree(last, negatedTree, value));
    } else if (last === 'order') {
      target.order.push(...parseOrder(value));
    } else if (last === 'limit') {
      target.limit = parseCount(value, 'limit');
    } else if (last === 'offset') {
      target.offset = parseCount(value, 'offset');
    } else {
      target.filters.push(parseCondition(parseFieldRef(last), value));
    }
  }
  return query;
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, 'order').map((item) => {
    if (item.includes('(')) {
      throw parseError(
        'order',
        text,
        text.indexOf('('),
        'ordering by embedded resources is not supported',
      );
    }
    const pieces = item.split('.');
    const term: Partial<OrderTerm> = {};
    let end = pieces.length;
    const lastPiece = pieces[end - 1];
    if (end > 1 && (lastPiece === 'nullsfirst' || lastPiece === 'nullslast')) {
      term.nulls = lastPiece === 'nullsfirst' ? 'first' : 'last';
      end -= 1;
    }
    const directionPiece = pieces[end - 1];
    if (end > 1 && (directionPiece === 'asc' || directionPiece === 'desc')) {
      term.direction = directionPiece;
      end -= 1;
    }
    const fieldText = pieces.slice(0, end).join('.');
    if (end !== 1 || !fieldText) {
      const at = text.indexOf(item) + fieldText.length;
      throw parseError(
        'order',
        text,
        at,
        `unexpected "${item.slice(fieldText.length)}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
      );
    }
    return { ...term, field: parseFieldRef(fieldText, 'order') };
  });
}

function parseCount(text: string, what: 'limit' | 'offset'): number {
  if (!/^-?\d{1,15}$/.test(text)) {
    throw parseError(`${what} parameter`, text, 0, 'expecting an integer');
  }
  const value = Number(text);
  if (value < 0) {
    if (what === 'limit') {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'Limit should be greater than or equal to zero.',
      );
    }
    throw parseError('offset parameter', text, 0, 'expecting a non-negative integer');
  }
  return value;
}

/** `"a","b"` or `a,b` → ['a', 'b']. */
function parseNameList(text: string, what: string): string[] {
  const names = splitTopLevel(text, what).map((n) => unquote(n.trim()));
  if (names.some((n) => n === '')) throw parseError(what, text, 0, 'expecting a column name');
  return names;
}
