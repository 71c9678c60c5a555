/**
 * The signed-in partner's own rows of the four posted tables, every status, with the views and
 * saves the backend counted per day over the last 30 days. RLS lets an owner read their
 * non-public rows.
 */
import { recordOfTable, recordTypes, type RecordType } from '../records';
import { summarizeDays, type DailyStats, type ListingStats } from './listingStats';

export interface OwnListing {
  table: RecordType['table'];
  id: number;
  title: string;
  status: string;
  /** Taken down by a moderator (the owner's own deletions are not listed). */
  takenDown: boolean;
  /** A moderator's reason or note: why it was rejected, what to change, why it was taken down. */
  reviewNote: string | null;
  updatedAt: string;
  stats: ListingStats;
  /** Days with a view or a save in the last 30, oldest first. */
  daily: DailyStats[];
}

type Row = Record<string, unknown>;

async function fetchTable(userId: string, table: RecordType['table']): Promise<OwnListing[]> {
  // supabase-js is loaded on demand so it stays out of the first page's bundle.
  const { supabase } = await import('../supabaseClient');
  const name = recordOfTable(table).nameColumn;
  const { data, error } = await supabase
    .from(table)
    .select(`id, ${name}, status, updated_at, deleted_at, review_note, reviewed_at`)
    .eq('owner_id', userId)
    .order('updated_at', { ascending: false });
  if (error) throw error;
  // A take-down stamps deleted_at and reviewed_at together; the owner's own deletion does not.
  const rows = ((data ?? []) as unknown as Row[]).filter(
    (r) => r.deleted_at === null || (r.reviewed_at !== null && r.reviewed_at === r.deleted_at),
  );
  const ids = rows.map((r) => Number(r.id));
  const days = new Map<number, DailyStats[]>();
  if (ids.length) {
    const answer = await supabase.rpc('item_event_days_for', { tbl: table, ids, days: 30 });
    // Without the counts the listings still show; their stats read 0.
    if (!answer.error) {
      for (const c of (answer.data ?? []) as Row[]) {
        const list = days.get(Number(c.item_id)) ?? [];
        list.push({ day: String(c.day), views: Number(c.views), saves: Number(c.saves) });
        days.set(Number(c.item_id), list);
      }
    }
  }
  const today = new Date();
  return rows.map((r) => ({
    table,
    id: Number(r.id),
    title: typeof r[name] === 'string' ? r[name] : `#${String(r.id)}`,
    status: typeof r.status === 'string' ? r.status : 'pending',
    takenDown: r.deleted_at !== null,
    reviewNote: typeof r.review_note === 'string' ? r.review_note : null,
    updatedAt: typeof r.updated_at === 'string' ? r.updated_at : '',
    stats: summarizeDays(days.get(Number(r.id)) ?? [], today),
    daily: days.get(Number(r.id)) ?? [],
  }));
}

const ALL_TABLES = recordTypes.map((r) => r.table);

/** The user's rows of the given tables (all four unless said), newest change first per table. */
export async function fetchOwnListings(
  userId: string,
  tables: readonly RecordType['table'][] = ALL_TABLES,
): Promise<OwnListing[]> {
  const lists = await Promise.all(tables.map((table) => fetchTable(userId, table)));
  return lists.flat();
}
