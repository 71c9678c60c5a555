/**
 * Whether a request's query can cost far more than it looks, and so runs under the shorter
 * COSTLY_STATEMENT_MS (config.ts): PGlite runs one statement at a time, so a request's limit is
 * also how long every other client waits behind it (issue 37).
 */
import { COSTLY_EMBEDS, COSTLY_STATEMENT_MS } from '../config';
import type { TransactionOptions } from '../db';
import type { FilterNode } from './filterParser';
import type { ParsedQuery } from './queryParser';
import type { SelectItem } from './selectParser';

function usesRegex(node: FilterNode): boolean {
  if (node.kind === 'logic') return node.children.some(usesRegex);
  return node.operator === 'match' || node.operator === 'imatch';
}

const embeds = (items: readonly SelectItem[]) => items.filter((item) => item.kind === 'embed');

/** Each level of embedding multiplies the rows a request builds; many side by side add up. */
function costlyEmbeds(items: readonly SelectItem[]): boolean {
  const found = embeds(items);
  return found.length > COSTLY_EMBEDS || found.some((item) => embeds(item.select).length > 0);
}

export function isCostly(query: ParsedQuery): boolean {
  const levels = [...query.levels.values()];
  return levels.some((level) => level.filters.some(usesRegex)) || costlyEmbeds(query.select);
}

/** The role's limits, with the statement limit shortened for a costly query. */
export function limitsFor(query: ParsedQuery, role: TransactionOptions): TransactionOptions {
  if (!isCostly(query)) return role;
  const own = role.statementTimeoutMs;
  return { ...role, statementTimeoutMs: Math.min(own ?? COSTLY_STATEMENT_MS, COSTLY_STATEMENT_MS) };
}
