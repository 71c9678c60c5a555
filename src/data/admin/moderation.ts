/** The review queue and the decisions on it (moderate() and resolve_report() on the server). */
import type { ReportedTable } from '../reports';
import { adminCall, sendQueuedMail } from './adminCall';

export type ContentTable = 'services' | 'vet_deals' | 'blog_posts' | 'unemployment_jobs';
export const CONTENT_TABLES: readonly ContentTable[] = [
  'services',
  'vet_deals',
  'blog_posts',
  'unemployment_jobs',
];
export type Decision = 'approve' | 'reject' | 'request_changes' | 'take_down' | 'restore';

export type Row = Record<string, unknown>;

export interface QueueItem {
  table: ContentTable;
  id: number;
  row: Row;
  /** When it entered the queue (its last change). */
  since: string;
}

export async function fetchQueue(): Promise<QueueItem[]> {
  const lists = await Promise.all(
    CONTENT_TABLES.map(async (table) => {
      const rows = await adminCall<Row[]>((db) =>
        db
          .from(table)
          .select('*')
          .eq('status', 'pending')
          .is('deleted_at', null)
          .order('updated_at', { ascending: true })
          .limit(100),
      );
      return (rows ?? []).map((row) => ({
        table,
        id: Number(row.id),
        row,
        since: String(row.updated_at),
      }));
    }),
  );
  return lists.flat().sort((a, b) => a.since.localeCompare(b.since));
}

export async function fetchItem(table: ContentTable, id: number): Promise<Row | null> {
  const rows = await adminCall<Row[]>((db) => db.from(table).select('*').eq('id', id));
  return rows?.[0] ?? null;
}

export async function decide(
  table: ContentTable,
  id: number,
  action: Decision,
  reason?: string,
): Promise<void> {
  await adminCall((db) => db.rpc('moderate', { tbl: table, item_id: id, action, reason }));
  if (action === 'reject' || action === 'request_changes' || action === 'take_down') {
    await sendQueuedMail();
  }
}

export interface Report {
  id: number;
  table_name: ReportedTable;
  item_id: number;
  reason: string;
  details: string | null;
  status: string;
  created_at: string;
}

export async function fetchOpenReports(): Promise<Report[]> {
  const rows = await adminCall<Report[]>((db) =>
    db
      .from('reports')
      .select('id, table_name, item_id, reason, details, status, created_at')
      .eq('status', 'open')
      .order('created_at', { ascending: true })
      .limit(200),
  );
  return rows ?? [];
}

/** A reported review as staff judge it: the words, the stars, who and which service. */
export interface ReportedReview {
  id: number;
  reviewer_name: string;
  rating: number;
  body: string | null;
  owner_reply: string | null;
  created_at: string;
  services: { name: string } | null;
}

export async function fetchReportedReview(id: number): Promise<ReportedReview | null> {
  const rows = await adminCall<ReportedReview[]>((db) =>
    db
      .from('service_reviews')
      .select('id, reviewer_name, rating, body, owner_reply, created_at, services(name)')
      .eq('id', id)
      // Without generated types supabase-js takes every embed for a list; this one is a row.
      .overrideTypes<ReportedReview[], { merge: false }>(),
  );
  return rows?.[0] ?? null;
}

export type ReportAction = 'dismiss' | 'take_down' | 'request_changes';

export async function resolveReport(id: number, action: ReportAction, note?: string) {
  await adminCall((db) => db.rpc('resolve_report', { report_id: id, action, note }));
  if (action !== 'dismiss') await sendQueuedMail();
}

/** Listings an admin can take down or restore, found by title. */
export async function findListings(table: ContentTable, text: string): Promise<Row[]> {
  const column = table === 'services' ? 'name' : 'title';
  const rows = await adminCall<Row[]>((db) =>
    db
      .from(table)
      .select('*')
      .ilike(column, `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)
      .order('updated_at', { ascending: false })
      .limit(20),
  );
  return rows ?? [];
}
