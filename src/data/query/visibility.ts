/**
 * Which rows the public may see, per mirrored table: the same rule as the tables' RLS select
 * policies for anon (supabase/migrations). The server executor adds these conditions to every
 * query, so a signed-in partner's own pending rows never show in public lists; the sync engine
 * stores only rows that pass them and removes rows that stop passing.
 */
import type { MirrorTableName } from '../localDb';
import { matchesAll } from './matchRow';
import type { Condition } from './plan';

const live = (status: string): Condition[] => [
  { kind: 'eq', column: 'status', value: status },
  { kind: 'isNull', column: 'deleted_at' },
];

const VISIBILITY: Record<MirrorTableName, Condition[]> = {
  services: live('active'),
  vet_deals: [
    { kind: 'in', column: 'status', values: ['active', 'permanent'] },
    { kind: 'eq', column: 'active', value: true },
    { kind: 'isNull', column: 'deleted_at' },
  ],
  blog_posts: live('published'),
  unemployment_jobs: live('active'),
  // Reference data is public as a whole; removed rows are deleted for good.
  military_careers: [],
  occupations: [],
};

export function visibilityConditions(table: MirrorTableName): readonly Condition[] {
  return VISIBILITY[table];
}

/** Whether a row may be kept in the mirror; a record without updated_at is incomplete. */
export function isPubliclyVisible(table: MirrorTableName, row: Record<string, unknown>): boolean {
  return typeof row.updated_at === 'string' && matchesAll(row, VISIBILITY[table]);
}
