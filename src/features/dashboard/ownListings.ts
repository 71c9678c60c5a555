/**
 * The signed-in partner's own listings in the four tables, every status, with the view and save
 * counts the backend recorded. RLS lets an owner read their non-public rows.
 */
import type { ItemEventTable } from '../../data/itemEvents';

export interface OwnListing {
  table: ItemEventTable;
  id: number;
  title: string;
  status: string;
  /** Taken down by a moderator (the owner's own deletions are not listed). */
  takenDown: boolean;
  /** A moderator's reason or note: why it was rejected, what to change, why it was taken down. */
  reviewNote: string | null;
  updatedAt: string;
  views: number;
  saves: number;
}

export const LISTING_TABLES: readonly ItemEventTable[] = [
  'services',
  'vet_deals',
  'blog_posts',
  'unemployment_jobs',
];

/** The column that names a row in each table. */
const NAME_COLUMN: Record<ItemEventTable, string> = {
  services: 'name',
  vet_deals: 'title',
  blog_posts: 'title',
  unemployment_jobs: 'title',
};

export const EDIT_PATH: Record<ItemEventTable, string> = {
  services: '/services/edit',
  vet_deals: '/vetdeals/edit',
  blog_posts: '/blog/edit',
  unemployment_jobs: '/jobs/edit',
};

export const TABLE_LABEL: Record<ItemEventTable, { plural: string; singular: string }> = {
  services: { plural: 'Services', singular: 'service' },
  vet_deals: { plural: 'VetDeals', singular: 'VetDeal' },
  blog_posts: { plural: 'Articles', singular: 'article' },
  unemployment_jobs: { plural: 'Jobs', singular: 'job' },
};

type Row = Record<string, unknown>;

async function fetchTable(userId: string, table: ItemEventTable): Promise<OwnListing[]> {
  const { supabase } = await import('../../data/supabaseClient');
  const name = NAME_COLUMN[table];
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
  const counts = new Map<number, { views: number; saves: number }>();
  if (ids.length) {
    const answer = await supabase.rpc('item_event_counts_for', { tbl: table, ids });
    if (!answer.error) {
      for (const c of (answer.data ?? []) as Row[]) {
        counts.set(Number(c.item_id), { views: Number(c.views), saves: Number(c.saves) });
      }
    }
  }
  return rows.map((r) => ({
    table,
    id: Number(r.id),
    title: typeof r[name] === 'string' ? r[name] : `#${String(r.id)}`,
    status: typeof r.status === 'string' ? r.status : 'pending',
    takenDown: r.deleted_at !== null,
    reviewNote: typeof r.review_note === 'string' ? r.review_note : null,
    updatedAt: typeof r.updated_at === 'string' ? r.updated_at : '',
    views: counts.get(Number(r.id))?.views ?? 0,
    saves: counts.get(Number(r.id))?.saves ?? 0,
  }));
}

export async function fetchOwnListings(userId: string): Promise<OwnListing[]> {
  const lists = await Promise.all(LISTING_TABLES.map((t) => fetchTable(userId, t)));
  return lists.flat();
}

/** What the partner sees for a server status. */
export function statusLabel(
  table: ItemEventTable,
  status: string,
  takenDown = false,
): { label: string; color: string } {
  if (takenDown) return { label: 'Taken down', color: 'red.9' };
  if (status === 'rejected') return { label: 'Not approved', color: 'red.9' };
  if (status === 'changes_requested') return { label: 'Changes requested', color: 'orange.9' };
  if (status === 'active' || status === 'published' || status === 'permanent') {
    return { label: 'Live', color: '#1b5e20' };
  }
  if (status === 'draft') return { label: 'Draft', color: 'gray.7' };
  if (status === 'inactive' || status === 'expired') return { label: 'Not shown', color: 'gray.7' };
  return { label: table === 'blog_posts' ? 'Pending review' : 'Pending', color: 'dark' };
}
