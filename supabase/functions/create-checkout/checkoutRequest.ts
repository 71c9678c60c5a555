/** The body create-checkout accepts, checked field by field with a reason for each refusal. */

export const LISTING_TABLES = ['vet_deals', 'services', 'blog_posts'] as const;
export type ListingTable = (typeof LISTING_TABLES)[number];

/** The language of the page the checkout starts on: the receipt is written in it. */
export type CheckoutLanguage = 'en' | 'es';

export type CheckoutRequest = { language: CheckoutLanguage } & (
  | {
      kind: 'donation';
      origin: string;
      amountCents: number;
      currency: string;
      recurring: 'once' | 'monthly';
      receiptName: string | null;
    }
  | {
      kind: 'featured';
      origin: string;
      planId: string;
      listingTable: ListingTable;
      listingId: number;
    }
);

type Parsed = { ok: true; value: CheckoutRequest } | { ok: false; message: string };

const bad = (message: string): Parsed => ({ ok: false, message });

export function parseCheckoutRequest(body: unknown): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return bad('The body must be a JSON object.');
  }
  const b = body as Record<string, unknown>;
  if (typeof b.origin !== 'string' || b.origin.length > 200) {
    return bad('origin (the app address to come back to) is required.');
  }
  const language = b.language === undefined ? 'en' : b.language;
  if (language !== 'en' && language !== 'es') return bad('language must be "en" or "es".');
  if (b.kind === 'donation') {
    const amount = b.amount_cents;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      return bad('amount_cents must be a whole number of cents above zero.');
    }
    const currency = b.currency === undefined ? 'usd' : b.currency;
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency)) {
      return bad('currency must be a three-letter lower-case code.');
    }
    const recurring = b.recurring === undefined ? 'once' : b.recurring;
    if (recurring !== 'once' && recurring !== 'monthly') {
      return bad('recurring must be "once" or "monthly".');
    }
    const name = b.receipt_name;
    if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > 100)) {
      return bad('receipt_name must be text of at most 100 characters.');
    }
    return {
      ok: true,
      value: {
        kind: 'donation',
        language,
        origin: b.origin,
        amountCents: amount,
        currency,
        recurring,
        receiptName: typeof name === 'string' && name.trim() ? name.trim() : null,
      },
    };
  }
  if (b.kind === 'featured') {
    if (typeof b.plan_id !== 'string' || !/^[a-z0-9-]{1,60}$/.test(b.plan_id)) {
      return bad('plan_id is required.');
    }
    const table = b.listing_table;
    if (typeof table !== 'string' || !(LISTING_TABLES as readonly string[]).includes(table)) {
      return bad('listing_table must be one of vet_deals, services, blog_posts.');
    }
    const id = b.listing_id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
      return bad('listing_id must be a positive whole number.');
    }
    return {
      ok: true,
      value: {
        kind: 'featured',
        language,
        origin: b.origin,
        planId: b.plan_id,
        listingTable: table as ListingTable,
        listingId: id,
      },
    };
  }
  return bad('kind must be "donation" or "featured".');
}

/** Whether a listing row is live (the public RLS rule of its table). */
export function isLiveListing(table: ListingTable, row: Record<string, unknown>): boolean {
  if (row.deleted_at !== null) return false;
  if (table === 'vet_deals') {
    return (row.status === 'active' || row.status === 'permanent') && row.active === true;
  }
  return row.status === (table === 'blog_posts' ? 'published' : 'active');
}
