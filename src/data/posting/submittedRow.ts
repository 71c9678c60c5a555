/**
 * Where a submitted row stands on the server, for the page that confirms a submission: found by
 * the client_id its outbox insert carried (or by its id, for an edit) and read as its owner, whom
 * RLS lets see it in every status. "Live" is the public's rule, the one the mirror keeps.
 */
import type { RecordType } from '../records';
import { isPubliclyVisible } from '../query/visibility';

export type RowStanding = 'live' | 'waiting' | 'changes' | 'refused' | 'hidden';

export interface SubmittedRow {
  id: number;
  standing: RowStanding;
  /** What the row's public address is made of (records.ts detailPath). */
  slug: unknown;
  name: unknown;
}

/** `row` is null when the server has no such row for this person; not ok when it cannot answer. */
export type SubmittedRowAnswer = { ok: true; row: SubmittedRow | null } | { ok: false };

export type RowRef = { clientId: string } | { id: number };

function standingOf(table: RecordType['table'], row: Record<string, unknown>): RowStanding {
  if (isPubliclyVisible(table, row)) return 'live';
  if (row.deleted_at) return 'hidden';
  if (row.status === 'pending') return 'waiting';
  if (row.status === 'changes_requested') return 'changes';
  if (row.status === 'rejected') return 'refused';
  return 'hidden';
}

export async function fetchSubmittedRow(
  table: RecordType['table'],
  ref: RowRef,
): Promise<SubmittedRowAnswer> {
  try {
    // supabase-js is loaded on demand so it stays out of the first page's bundle.
    const { supabase } = await import('../supabaseClient');
    const query = supabase.from(table).select('*');
    const { data, error } = await (
      'clientId' in ref ? query.eq('client_id', ref.clientId) : query.eq('id', ref.id)
    ).maybeSingle();
    if (error) return { ok: false };
    const row = data as Record<string, unknown> | null;
    if (!row || typeof row.id !== 'number') return { ok: true, row: null };
    return {
      ok: true,
      row: { id: row.id, standing: standingOf(table, row), slug: row.slug, name: row.name },
    };
  } catch {
    return { ok: false };
  }
}
