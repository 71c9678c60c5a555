/**
 * PostgREST's horizontal filtering grammar: `col=[not.]op[(modifier)].value` and the logic trees
 * `or=(…)`, `and=(…)`, `not.or=(…)` with nesting. Produces a tree the SQL builder turns into a
 * WHERE clause with every value bound as a parameter.
 */
import { parseError } from './errors';
import { splitTopLevel, unquote } from './paramText';
import { refuseCostlyRegex } from './regexCost';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
const QUANTIFIABLE_REGEX = new Set<string>(['match', 'imatch']);
const FULL_TEXT = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'];
const OPERATOR_LIST = `operator (${OPERATORS.join(', ')})`;

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference, optionally followed by a JSON path: `data->a->>b`. */
export interface FieldRef {
  name: string;
  path: JsonStep[];
}

export interface Condition {
  kind: 'condition';
  field: FieldRef;
  negated: boolean;
  operator: Operator;
  quantifier?: 'any' | 'all';
  /** Full-text search configuration, e.g. `english` in `fts(english)`. */
  config?: string;
  value: string | string[];
}

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | LogicTree;

/** `data->a->>b` → name `data`, path [-> a, ->> b]. */
export function parseFieldRef(text: string, what = 'filter'): FieldRef {
  const pieces = text.split(/(->>?)/);
  const name = unquote(pieces[0] ?? '');
  if (!name) throw parseError(what, text, 0, 'expecting a column name');
  const path: JsonStep[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const key = unquote(pieces[i + 1] ?? '');
    if (!key) throw parseError(what, text, text.length, 'expecting a JSON key after the arrow');
    path.push({ arrow: pieces[i] as JsonStep['arrow'], key });
  }
  return { name, path };
}

/**
 * Parses the right-hand side of `col=…`. `inTree` marks values inside `or=(…)`, where a value
 * may be double-quoted to carry commas or parentheses.
 */
export function parseCondition(field: FieldRef, expression: string, inTree = false): Condition {
  const match = /^(not\.)?([a-z]+)(?:\(([A-Za-z0-9_]+)\))?\.([\s\S]*)$/.exec(expression);
  const operator = match?.[2] ?? '';
  if (!match || !(OPERATORS as readonly string[]).includes(operator)) {
    const at = expression.startsWith('not.') ? 4 : 0;
    throw parseError(
      'filter',
      expression,
      at,
      `unexpected "${expression.slice(at, at + 1)}" expecting "not" or ${OPERATOR_LIST}`,
    );
  }
  const modifier = match[3];
  const condition: Condition = {
    kind: 'condition',
    field,
    negated: Boolean(match[1]),
    operator: operator as Operator,
    value: '',
  };
  let raw = match[4] ?? '';
  if (modifier !== undefined) {
    if (FULL_TEXT.has(operator)) condition.config = modifier;
    else if (
      (QUANTIFIABLE.has(operator) || QUANTIFIABLE_REGEX.has(operator)) &&
      (modifier === 'any' || modifier === 'all')
    ) {
      condition.quantifier = modifier;
    } else {
      throw parseError(
        'filter',
        expression,
        operator.length + 1,
        `unexpected modifier "${modifier}"`,
      );
    }
  }
  const like = operator === 'like' || operator === 'ilike';
  const toPattern = (v: string) => (like ? v.replace(/\*/g, '%') : v);
  if (condition.quantifier || operator === 'in') {
    const [open, close] = operator === 'in' ? ['(', ')'] : ['{', '}'];
    if (!raw.startsWith(open) || !raw.endsWith(close)) {
      throw parseError('filter', expression, expression.length - raw.length, `expecting "${open}"`);
    }
    const inner = raw.slice(1, -1);
    const items = inner === '' ? [] : splitTopLevel(inner, 'filter');
    condition.value = items.map((item) => toPattern(unquote(item)));
    return withCheapRegex(condition);
  }
  if (inTree) raw = unquote(raw);
  if (operator === 'is') {
    const lowered = raw.toLowerCase();
    if (!IS_VALUES.includes(lowered)) {
      throw parseError(
        'filter',
        expression,
        expression.length - raw.length,
        `unexpected "${raw}" expecting null, not_null, true, false or unknown`,
      );
    }
    condition.value = lowered;
    return condition;
  }
  condition.value = toPattern(raw);
  return withCheapRegex(condition);
}

function withCheapRegex(condition: Condition): Condition {
  if (QUANTIFIABLE_REGEX.has(condition.operator)) {
    for (const pattern of [condition.value].flat()) refuseCostlyRegex(pattern);
  }
  return condition;
}

/** Deeper trees are refused before they reach the database's parser and its stack. */
const MAX_TREE_DEPTH = 32;

/** `(a.eq.1,or(b.gt.2,c.is.null))` under `or`/`and`, possibly negated. */
export function parseLogicTree(
  operator: 'and' | 'or',
  negated: boolean,
  text: string,
  depth = 0,
): LogicTree {
  const what = 'logic tree';
  if (depth > MAX_TREE_DEPTH) {
    throw parseError(what, text.slice(0, 40), 0, `nesting deeper than ${MAX_TREE_DEPTH} levels`);
  }
  if (!text.startsWith('(') || !text.endsWith(')') || text.length < 3) {
    throw parseError(what, text, 0, 'expecting "(" followed by filters and ")"');
  }
  const items = splitTopLevel(text.slice(1, -1), what);
  const children = items.map((item): FilterNode => {
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
    if (nested) {
      return parseLogicTree(
        nested[2] as 'and' | 'or',
        Boolean(nested[1]),
        nested[3] ?? '',
        depth + 1,
      );
    }
    const dot = item.indexOf('.');
    if (dot <= 0)
      throw parseError(
        what,
        text,
        text.indexOf(item),
        `expecting a column and a filter in "${item}"`,
      );
    return parseCondition(parseFieldRef(item.slice(0, dot), what), item.slice(dot + 1), true);
  });
  return { kind: 'logic', operator, negated, children };
}
