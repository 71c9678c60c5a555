/**
 * Giving and paid listings: plans and donation options (data, read from the server), starting a
 * checkout (the create-checkout function) and reading a payment back. Nothing here is queued:
 * money needs a connection, and a payment attempt is never put in the outbox.
 */
import { supabaseAnonKey, supabaseUrl } from '../config';
import { currentLanguage } from '../../lib/i18n';
import { inPageLanguage } from '../serverAnswers';
import { t } from '../words';

export interface Plan {
  id: string;
  name: string;
  description: string;
  duration_days: number;
  price_cents: number;
  currency: string;
}

export interface DonationOptions {
  currency: string;
  min_cents: number;
  max_cents: number;
  preset_cents: number[];
  monthly_allowed: boolean;
}

export type ListingTable = 'vet_deals' | 'services' | 'blog_posts';

export interface Receipt {
  id: string;
  kind: 'donation' | 'featured';
  status: 'pending' | 'paid' | 'failed' | 'refunded' | 'expired';
  amount_cents: number;
  currency: string;
  recurring: 'once' | 'monthly';
  receipt_number: string | null;
  receipt_name: string | null;
  failure_reason: string | null;
  created_at: string;
  paid_at: string | null;
  plan_name: string | null;
  listing_table: ListingTable | null;
  listing_id: number | null;
  listing_title: string | null;
  featured_from: string | null;
  featured_until: string | null;
}

export type CheckoutRequest =
  | { kind: 'donation'; amount_cents: number; recurring: 'once' | 'monthly'; receipt_name?: string }
  | { kind: 'featured'; plan_id: string; listing_table: ListingTable; listing_id: number };

/** A failure the person can read; `offline` when the request never reached the server. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly offline = false,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** Why nothing was sent while offline, in the page's language. */
export const offlineMessage = () => t('data.payments.offline');

async function client() {
  return (await import('../supabaseClient')).supabase;
}

function check<T>(result: { data: T | null; error: { message: string } | null; status: number }) {
  if (result.status === 0) throw new PaymentError(offlineMessage(), true);
  if (result.error) throw new PaymentError(inPageLanguage(result.error.message));
  return result.data as T;
}

export async function fetchPlans(): Promise<Plan[]> {
  const result = await (
    await client()
  )
    .from('plans')
    .select('id, name, description, duration_days, price_cents, currency')
    .eq('active', true)
    .order('sort_order');
  return check(result) ?? [];
}

export async function fetchDonationOptions(): Promise<DonationOptions | null> {
  const result = await (
    await client()
  )
    .from('donation_options')
    .select('currency, min_cents, max_cents, preset_cents, monthly_allowed')
    .eq('active', true)
    .limit(1);
  return (check(result) ?? [])[0] ?? null;
}

export async function fetchReceipt(ref: string): Promise<Receipt> {
  return check(await (await client()).rpc('payment_receipt', { p_ref: ref })) as Receipt;
}

/**
 * Calls one of the payment functions as the signed-in person. A request that never reaches the
 * server throws a PaymentError with `offlineMessage`, before trying when the device says offline.
 */
export async function callPaymentFunction(
  name: 'create-checkout' | 'cancel-donation',
  body: object,
  offlineMessage: string,
): Promise<Response> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    throw new PaymentError(offlineMessage, true);
  }
  const { data } = await (await client()).auth.getSession();
  const token = data.session?.access_token;
  try {
    return await fetch(`${supabaseUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: supabaseAnonKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PaymentError(offlineMessage, true);
  }
}

/** Starts a checkout and answers the URL to send the browser to. */
export async function startCheckout(request: CheckoutRequest): Promise<string> {
  const res = await callPaymentFunction(
    'create-checkout',
    // The receipt mail and the way back are in the page's language.
    { ...request, origin: window.location.origin, language: currentLanguage() },
    offlineMessage(),
  );
  const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!res.ok || !body.url) {
    throw new PaymentError(
      body.message ? inPageLanguage(body.message) : t('data.payments.checkoutFailed'),
    );
  }
  return body.url;
}

/** The signed-in person's newest rows of a table, `limit` at most (RLS: their own only). */
export async function fetchOwnNewest(
  table: 'payments' | 'monthly_gifts',
  columns: string,
  limit: number,
) {
  return (await client())
    .from(table)
    .select(columns)
    .order('created_at', { ascending: false })
    .limit(limit);
}

/** The signed-in person's payments, newest first (RLS: their own only). */
export async function fetchOwnPayments(): Promise<Receipt[]> {
  const result = await fetchOwnNewest(
    'payments',
    'id, kind, status, amount_cents, currency, recurring, receipt_number, receipt_name, failure_reason, created_at, paid_at, listing_table, listing_id, featured_from, featured_until, expires_at, plans(name)',
    50,
  );
  const rows = (check(result) ?? []) as unknown as (Receipt & {
    expires_at: string;
    plans: { name: string } | null;
  })[];
  return rows.map(({ plans, expires_at, ...row }) => ({
    ...row,
    status:
      row.status === 'pending' && Date.parse(expires_at) <= Date.now() ? 'expired' : row.status,
    plan_name: plans?.name ?? null,
    listing_title: null,
  }));
}

export interface OwnLiveListing {
  table: ListingTable;
  id: number;
  title: string;
  featured_until: string | null;
}

const LIVE: Record<ListingTable, { title: string; live: (q: LiveQuery) => LiveQuery }> = {
  vet_deals: {
    title: 'title',
    live: (q) => q.in('status', ['active', 'permanent']).eq('active', true),
  },
  services: { title: 'name', live: (q) => q.eq('status', 'active') },
  blog_posts: { title: 'title', live: (q) => q.eq('status', 'published') },
};
interface LiveQuery {
  in(column: string, values: string[]): LiveQuery;
  eq(column: string, value: unknown): LiveQuery;
}

/** The partner's own live deals, services and articles: what they can feature. */
export async function fetchOwnLiveListings(userId: string): Promise<OwnLiveListing[]> {
  const supabase = await client();
  const tables = Object.keys(LIVE) as ListingTable[];
  const answers = await Promise.all(
    tables.map(async (table) => {
      const { title, live } = LIVE[table];
      const base = supabase
        .from(table)
        .select(`id, ${title}, featured_until`)
        .eq('owner_id', userId)
        .is('deleted_at', null);
      // The live filter only adds eq/in conditions to the same builder.
      const query = live(base as unknown as LiveQuery) as unknown as typeof base;
      const rows = (check(await query.order('id')) ?? []) as unknown as Record<string, unknown>[];
      return rows.map((row) => ({
        table,
        id: Number(row.id),
        title: String(row[title]),
        featured_until: (row.featured_until as string | null) ?? null,
      }));
    }),
  );
  return answers.flat();
}
