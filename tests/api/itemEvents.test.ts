/**
 * Listing stats: record_item_events() counts a view or a save once per device, listing and day
 * and refuses what is not a live listing; item_event_days_for() shows a partner only their own
 * listings; the tables behind them are closed to every client.
 */
import { describe, expect, it } from 'vitest';
import { contentRow } from './adminHelpers';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const device = () => `device-${crypto.randomUUID()}`;

/** A fresh live deal owned by the demo partner, so counts start at zero. */
async function partnerDeal(extra: Record<string, unknown> = {}) {
  const partner = await signedInClient('partner@vethub.test');
  const { data: me } = await partner.auth.getUser();
  const { data, error } = await serviceClient()
    .from('vet_deals')
    .insert(contentRow('vet_deals', { owner_id: me.user?.id, status: 'active', ...extra }))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { partner, id: (data as { id: number }).id };
}

const view = (id: number, day = today()) => ({ kind: 'view', tbl: 'vet_deals', id, day });
const save = (id: number, day = today()) => ({ kind: 'save', tbl: 'vet_deals', id, day });

describe('record_item_events', () => {
  it('counts a view and a save once per device and day; the owner sees them per day', async () => {
    const { partner, id } = await partnerDeal();
    const anon = anonClient();
    const first = device();
    const sent = await anon.rpc('record_item_events', {
      device: first,
      events: [view(id), view(id), save(id), view(id, daysAgo(3))],
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ counted: 3, repeated: 1, refused: [] });
    // The same device again the same day (a replay of the batch): nothing more is counted.
    const replay = await anon.rpc('record_item_events', { device: first, events: [view(id)] });
    expect(replay.data).toEqual({ counted: 0, repeated: 1, refused: [] });
    // Another device counts.
    const second = await anon.rpc('record_item_events', { device: device(), events: [view(id)] });
    expect(second.data).toEqual({ counted: 1, repeated: 0, refused: [] });

    const days = await partner.rpc('item_event_days_for', {
      tbl: 'vet_deals',
      ids: [id],
      days: 30,
    });
    expect(days.error).toBeNull();
    expect(days.data).toEqual([
      { item_id: id, day: daysAgo(3), views: 1, saves: 0 },
      { item_id: id, day: today(), views: 2, saves: 1 },
    ]);
    const week = await partner.rpc('item_event_days_for', { tbl: 'vet_deals', ids: [id], days: 1 });
    expect(week.data).toEqual([{ item_id: id, day: today(), views: 2, saves: 1 }]);
    const totals = await partner.rpc('item_event_counts_for', { tbl: 'vet_deals', ids: [id] });
    expect(totals.data).toEqual([{ item_id: id, views: 3, saves: 1 }]);
  });

  it('shows nobody else the counts, and no client reads or writes the tables', async () => {
    const { id } = await partnerDeal();
    await anonClient().rpc('record_item_events', { device: device(), events: [view(id)] });
    const veteran = await signedInClient('veteran@vethub.test');
    const theirs = await veteran.rpc('item_event_days_for', {
      tbl: 'vet_deals',
      ids: [id],
      days: 30,
    });
    expect(theirs.data).toEqual([]);
    const admin = await signedInClient('admin@vethub.test');
    const staff = await admin.rpc('item_event_days_for', { tbl: 'vet_deals', ids: [id], days: 30 });
    expect(staff.data).toEqual([{ item_id: id, day: today(), views: 1, saves: 0 }]);
    const anon = anonClient();
    const anonRead = await anon.rpc('item_event_days_for', {
      tbl: 'vet_deals',
      ids: [id],
      days: 30,
    });
    expect(anonRead.error).not.toBeNull();
    for (const table of ['item_event_days', 'item_event_devices', 'item_event_counts']) {
      expect((await anon.from(table).select('*')).error, table).not.toBeNull();
      expect((await veteran.from(table).select('*')).error, table).not.toBeNull();
      const forged = await veteran
        .from(table)
        .insert({ table_name: 'vet_deals', item_id: id, day: today(), views: 1000 });
      expect(forged.error, table).not.toBeNull();
    }
    // The old, undeduplicated counter is gone.
    const old = await anon.rpc('record_item_event', { kind: 'view', tbl: 'vet_deals', id });
    expect(old.status).toBe(404);
  });

  it('refuses ids that are not live listings and days outside the last week, counting the rest', async () => {
    const { id } = await partnerDeal();
    const { id: pending } = await partnerDeal({ status: 'pending' });
    const { id: off } = await partnerDeal({ active: false });
    const answer = await anonClient().rpc('record_item_events', {
      device: device(),
      events: [
        view(2_000_000_000),
        view(pending),
        save(off),
        view(id, daysAgo(9)),
        view(id, daysAgo(-5)),
        view(id),
        { kind: 'view', tbl: 'services', id: 2_000_000_001, day: today() },
      ],
    });
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual({
      counted: 1,
      repeated: 0,
      refused: [
        { tbl: 'vet_deals', id: 2_000_000_000 },
        { tbl: 'vet_deals', id: pending },
        { tbl: 'vet_deals', id: off },
        { tbl: 'vet_deals', id },
        { tbl: 'vet_deals', id },
        { tbl: 'services', id: 2_000_000_001 },
      ],
    });
    const { data } = await serviceClient()
      .from('item_event_days')
      .select('item_id')
      .in('item_id', [pending, off]);
    expect(data).toEqual([]);
  });

  it('refuses a malformed or oversized batch whole, with the reason', async () => {
    const { id } = await partnerDeal();
    const anon = anonClient();
    const cases: [unknown, unknown, string][] = [
      ['short', [view(id)], 'device must be 8 to 100 letters, digits, - or _'],
      ["x'; drop table x;--", [view(id)], 'device must be 8 to 100 letters, digits, - or _'],
      [device(), { kind: 'view' }, 'events must be a list'],
      [device(), Array.from({ length: 51 }, () => view(id)), 'At most 50 events in one batch'],
      [device(), ['view'], 'Each event has kind, tbl, id and day'],
      [device(), [{ ...view(id), kind: 'like' }], 'kind must be view or save'],
      [device(), [{ ...view(id), tbl: 'profiles' }], 'unknown table'],
      [device(), [{ ...view(id), id: '7' }], 'id must be a positive whole number'],
      [device(), [{ ...view(id), id: -7 }], 'id must be a positive whole number'],
      [device(), [{ ...view(id), id: 1.5 }], 'id must be a positive whole number'],
      [device(), [{ ...view(id), id: 1e30 }], 'id must be a positive whole number'],
      [device(), [{ ...view(id), day: '2026-02-31' }], 'day must be a date, YYYY-MM-DD'],
      [device(), [{ ...view(id), day: 'yesterday' }], 'day must be a date, YYYY-MM-DD'],
    ];
    for (const [dev, events, message] of cases) {
      const answer = await anon.rpc('record_item_events', { device: dev, events });
      expect(answer.status, message).toBe(400);
      expect(answer.error?.message).toBe(message);
    }
    const { data } = await serviceClient()
      .from('item_event_days')
      .select('item_id')
      .eq('item_id', id);
    expect(data).toEqual([]);
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    const partner = await signedInClient('partner@vethub.test');
    const many = await partner.rpc('item_event_days_for', { tbl: 'vet_deals', ids, days: 30 });
    expect(many.error?.message).toBe('At most 500 ids at once');
    const long = await partner.rpc('item_event_days_for', {
      tbl: 'vet_deals',
      ids: [id],
      days: 91,
    });
    expect(long.error?.message).toBe('days must be 1 to 90');
  });
});
