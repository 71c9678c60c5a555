/** Contact messages, feedback and newsletter subscribers, which only admins may read. */
import { adminCall, newestRows, sendQueuedMail } from './adminCall';

export type InboxKind = 'contact' | 'feedback';
const TABLE: Record<InboxKind, string> = { contact: 'contact_messages', feedback: 'feedback' };

export interface InboxMessage {
  kind: InboxKind;
  id: number;
  name: string | null;
  email: string | null;
  /** Contact topic, or the feedback's kind. */
  topic: string;
  subject: string | null;
  message: string;
  status: string;
  created_at: string;
  /** The language of the page it was sent from: the reply goes out with a subject in it. */
  language: 'en' | 'es';
}

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

export async function fetchInbox(kind: InboxKind): Promise<InboxMessage[]> {
  const rows = await adminCall<Row[]>((db) => newestRows<Row>(db, TABLE[kind], '*', 'created_at'));
  return (rows ?? []).map((r) => ({
    kind,
    id: Number(r.id),
    name: text(r.name),
    email: text(r.email),
    topic: String(kind === 'contact' ? r.topic : r.kind),
    subject: text(r.subject),
    message: String(r.message),
    status: String(r.status),
    created_at: String(r.created_at),
    language: r.language === 'es' ? 'es' : 'en',
  }));
}

/** Marks a message read, handled (closed) or new again. */
export async function setMessageStatus(kind: InboxKind, id: number, status: string) {
  await adminCall((db) => db.from(TABLE[kind]).update({ status }).eq('id', id));
}

/** Mails a reply; `requestId` makes a retried click send it once. */
export async function replyTo(kind: InboxKind, id: number, body: string, requestId: string) {
  await adminCall((db) =>
    db.rpc('reply_to_message', { kind, message_id: id, body, request_id: requestId }),
  );
  await sendQueuedMail();
}

export interface Subscriber {
  id: number;
  email: string;
  source: string | null;
  created_at: string;
  unsubscribed_at: string | null;
}

export async function fetchSubscribers(): Promise<Subscriber[]> {
  return (
    (await adminCall<Subscriber[]>((db) =>
      db
        .from('newsletter_subscribers')
        .select('id, email, source, created_at, unsubscribed_at')
        .order('created_at', { ascending: false })
        .limit(5000),
    )) ?? []
  );
}

export async function unsubscribe(id: number) {
  await adminCall((db) =>
    db
      .from('newsletter_subscribers')
      .update({ unsubscribed_at: new Date().toISOString() })
      .eq('id', id),
  );
}

export interface AuditEntry {
  id: number;
  at: string;
  actor_email: string | null;
  action: string;
  table_name: string;
  row_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

export interface AuditFilter {
  action?: string;
  table?: string;
  actor?: string;
}

export async function fetchAudit(filter: AuditFilter): Promise<AuditEntry[]> {
  const rows = await adminCall<AuditEntry[]>((db) => {
    const columns = 'id, at, actor_email, action, table_name, row_id, before, after, reason';
    let query = newestRows<AuditEntry>(db, 'audit_log', columns, 'at');
    if (filter.action) query = query.eq('action', filter.action);
    if (filter.table) query = query.eq('table_name', filter.table);
    if (filter.actor) query = query.ilike('actor_email', `%${filter.actor}%`);
    return query;
  });
  return rows ?? [];
}
