/**
 * Moderation (migrations 20261123010100 and …010300): moderate() approves, rejects with a
 * reason, sends back for changes with a note, takes down with a reason and restores; only
 * admins; a decision on an item already decided answers 409 with who decided what; owners can
 * neither change status nor bring back a removed listing; an edit after a change request puts
 * the item back in the queue; the owner is mailed the reason.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import {
  CONTENT_TABLES,
  deliverMailTo,
  expectRefused,
  insertAs,
  type Mail,
  publiclyVisible,
  rowAsService,
} from './adminHelpers';
import { anonClient, signedInClient } from '../../supabase/local/tests/support/clients';
import { setupActors, type Actors } from './rlsFixtures';

let actors: Actors;
let admin: SupabaseClient;
let partner: SupabaseClient;
const owner = DEMO_USERS.partner.id;
const anon = () => anonClient();

beforeAll(async () => {
  actors = await setupActors();
  admin = actors.clients.admin;
  partner = actors.clients.partner;
});

const moderate = (
  client: SupabaseClient,
  tbl: string,
  id: number,
  action: string,
  reason?: string,
) => client.rpc('moderate', { tbl, item_id: id, action, reason });

describe('approve', () => {
  it.each(CONTENT_TABLES.filter((t) => t !== 'vet_deals'))(
    'makes a pending %s public',
    async (table) => {
      const item = await insertAs(partner, owner, table);
      expect(item.status).toBe('pending');
      expect(await publiclyVisible(anon(), table, item.id)).toBe(false);
      const answer = await moderate(admin, table, item.id, 'approve');
      expect(answer.error).toBeNull();
      expect(await publiclyVisible(anon(), table, item.id)).toBe(true);
    },
  );

  it('answers a second decision with who decided what, and changes nothing', async () => {
    const item = await insertAs(partner, owner, 'services');
    expect((await moderate(admin, 'services', item.id, 'approve')).error).toBeNull();
    const second = await moderate(admin, 'services', item.id, 'reject', 'Too late');
    expectRefused(
      second,
      409,
      /^Already approved by Avery Admin on \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    const replay = await moderate(admin, 'services', item.id, 'approve');
    expectRefused(replay, 409, /Already approved by Avery Admin/);
    expect((await rowAsService('services', item.id)).status).toBe('active');
  });
});

describe('reject', () => {
  it('is refused without a reason, with a clear message', async () => {
    const item = await insertAs(partner, owner, 'blog_posts');
    for (const reason of [undefined, '', '   ']) {
      expectRefused(
        await moderate(admin, 'blog_posts', item.id, 'reject', reason),
        400,
        /^A reason is required$/,
      );
    }
    expectRefused(
      await moderate(admin, 'blog_posts', item.id, 'reject', 'x'.repeat(2001)),
      400,
      /at most 2000 characters/,
    );
    expect((await rowAsService('blog_posts', item.id)).status).toBe('pending');
  });

  it('shows the reason to the owner and mails it to them', async () => {
    const item = await insertAs(partner, owner, 'blog_posts', { title: 'Article to reject' });
    const reason = `Sources are missing ${Date.now()}`;
    expect((await moderate(admin, 'blog_posts', item.id, 'reject', reason)).error).toBeNull();
    const { data } = await partner
      .from('blog_posts')
      .select('status, review_note')
      .eq('id', item.id)
      .single();
    expect(data).toEqual({ status: 'rejected', review_note: reason });
    expect(await publiclyVisible(anon(), 'blog_posts', item.id)).toBe(false);

    const fromThisTest = (m: Mail) => m.text.includes(reason);
    const mail = (await deliverMailTo(admin, DEMO_USERS.partner.email, fromThisTest)).find(
      fromThisTest,
    );
    expect(mail?.subject).toBe('Your article "Article to reject" was not approved');
    expect(mail?.text).toContain('open your business dashboard (/dashboard/business)');
  });
});

describe('request changes', () => {
  it('sends the item back with a note; the owner’s edit puts it back in the queue', async () => {
    const item = await insertAs(partner, owner, 'services');
    expectRefused(await moderate(admin, 'services', item.id, 'request_changes'), 400, /note/);
    const note = 'Add your opening hours';
    expect((await moderate(admin, 'services', item.id, 'request_changes', note)).error).toBeNull();
    expect(await rowAsService('services', item.id)).toMatchObject({
      status: 'changes_requested',
      review_note: note,
    });
    const edit = await partner
      .from('services')
      .update({ excerpt: 'Open 9 to 5, Monday to Friday', status: 'active' })
      .eq('id', item.id)
      .select('status')
      .single();
    expect(edit.data).toEqual({ status: 'pending' });
    expect((await moderate(admin, 'services', item.id, 'approve')).error).toBeNull();
  });
});

describe('take down and restore', () => {
  it('hide and bring back a live deal; the owner sees the reason', async () => {
    const deal = await insertAs(partner, owner, 'vet_deals');
    expect(await publiclyVisible(anon(), 'vet_deals', deal.id)).toBe(true);
    expectRefused(await moderate(admin, 'vet_deals', deal.id, 'take_down'), 400, /A reason/);
    const reason = 'The merchant closed';
    expect((await moderate(admin, 'vet_deals', deal.id, 'take_down', reason)).error).toBeNull();
    expect(await publiclyVisible(anon(), 'vet_deals', deal.id)).toBe(false);
    const own = await partner.from('vet_deals').select('review_note, deleted_at').eq('id', deal.id);
    expect(own.data?.[0]?.review_note).toBe(reason);
    expectRefused(
      await moderate(admin, 'vet_deals', deal.id, 'take_down', 'Again'),
      409,
      /Already taken down by Avery Admin/,
    );
    expect((await moderate(admin, 'vet_deals', deal.id, 'restore')).error).toBeNull();
    expect(await publiclyVisible(anon(), 'vet_deals', deal.id)).toBe(true);
    expectRefused(await moderate(admin, 'vet_deals', deal.id, 'restore'), 409);
  });

  it('cannot be undone by the owner clearing deleted_at', async () => {
    const deal = await insertAs(partner, owner, 'vet_deals');
    await moderate(admin, 'vet_deals', deal.id, 'take_down', 'Misleading discount');
    const undo = await partner.from('vet_deals').update({ deleted_at: null }).eq('id', deal.id);
    expectRefused(undo, 403, /Only an admin can restore/);
    expect((await rowAsService('vet_deals', deal.id)).deleted_at).not.toBeNull();
  });

  it('lets an owner remove their own listing, but not bring it back', async () => {
    const deal = await insertAs(partner, owner, 'vet_deals');
    const removed = await partner
      .from('vet_deals')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', deal.id);
    expect(removed.error).toBeNull();
    const back = await partner.from('vet_deals').update({ deleted_at: null }).eq('id', deal.id);
    expectRefused(back, 403);
  });
});

describe('owners and other roles', () => {
  it('an owner cannot change status or review fields of their own row', async () => {
    const item = await insertAs(partner, owner, 'unemployment_jobs');
    const status = await partner
      .from('unemployment_jobs')
      .update({ status: 'active' })
      .eq('id', item.id)
      .select('status')
      .single();
    expect(status.data).toEqual({ status: 'pending' });
    const note = await partner
      .from('unemployment_jobs')
      .update({ review_note: 'Approved by me' })
      .eq('id', item.id);
    expectRefused(note, 403);
  });

  it('anon gets 401 and veteran, partner and other partner 403 from moderate()', async () => {
    const item = await insertAs(partner, owner, 'services');
    expectRefused(await moderate(anon(), 'services', item.id, 'approve'), 401);
    for (const role of ['veteran', 'partner', 'otherPartner'] as const) {
      expectRefused(
        await moderate(actors.clients[role], 'services', item.id, 'approve'),
        403,
        /Only an admin/,
      );
    }
    expect((await rowAsService('services', item.id)).status).toBe('pending');
  });

  it('answers a forged id 404 and a malformed table or action 400', async () => {
    expectRefused(await moderate(admin, 'services', 987654321, 'approve'), 404, /Item not found/);
    expectRefused(await moderate(admin, 'profiles', 1, 'approve'), 400, /tbl must be/);
    expectRefused(await moderate(admin, 'services', 1, 'publish'), 400, /action must be/);
    const wrongType = await admin.rpc('moderate', {
      tbl: 'services',
      item_id: 'x',
      action: 'approve',
    });
    expectRefused(wrongType, 400);
  });

  it('another partner cannot edit or read the demo partner’s pending item', async () => {
    const item = await insertAs(partner, owner, 'services');
    const other = await signedInClient(DEMO_USERS.both.email);
    expect(await publiclyVisible(other, 'services', item.id)).toBe(false);
    const edit = await actors.clients.otherPartner
      .from('services')
      .update({ name: 'Hijacked' })
      .eq('id', item.id)
      .select('id');
    expect(edit.data).toEqual([]);
  });
});
