/**
 * The directory's word search on the server (issue 34): runOnServer reads services_listed, the
 * publicly listed services with their searched columns joined (search_text). The view runs as
 * its owner, so these check what it must never do: show a listing the public cannot see (to
 * anyone, its owner included), take a write, or fail on odd input with anything but an answer or
 * a 400 with a reason.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServicesFilter } from '../../src/data/query/filters';
import { runOnServer } from '../../src/data/query/runOnServer';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';

const WORD = 'quokkaword';
let partner: SupabaseClient;
let partnerId = '';

const LISTINGS = [
  { slug: 'test-words-listed', name: `Listed ${WORD}`, status: 'active' },
  { slug: 'test-words-in-content', name: 'Content only', content: `We say ${WORD} here.` },
  { slug: 'test-words-pending', name: `Pending ${WORD}`, status: 'pending' },
  { slug: 'test-words-inactive', name: `Inactive ${WORD}`, status: 'inactive' },
  { slug: 'test-words-removed', name: `Removed ${WORD}`, deleted_at: '2026-01-01T00:00:00Z' },
] as const;

const search = (text: string, extra: Partial<ServicesFilter> = {}): ServicesFilter => ({
  table: 'services',
  search: text,
  ...extra,
});
const slugs = (rows: readonly Record<string, unknown>[]) => rows.map((row) => row.slug).sort();
const PUBLIC = ['test-words-in-content', 'test-words-listed'];

beforeAll(async () => {
  partner = await signedInClient('partner@vethub.test');
  const { data } = await partner.auth.getUser();
  partnerId = data.user?.id ?? '';
  expect(partnerId).not.toBe('');
  for (const listing of LISTINGS) {
    const { error } = await serviceClient()
      .from('services')
      .insert({ status: 'active', state: 'MT', owner_id: partnerId, ...listing });
    expect(error).toBeNull();
  }
});

describe('word search on the listed services', () => {
  it('finds a word in any searched column, ignoring case, listed rows only', async () => {
    const { rows, total } = await runOnServer(anonClient(), search(WORD.toUpperCase()));
    expect(slugs(rows)).toEqual(PUBLIC);
    expect(total).toBe(2);
  });

  it('needs every word, each in a column of its own choosing', async () => {
    const both = await runOnServer(anonClient(), search(`content ${WORD}`));
    expect(slugs(both.rows)).toEqual(['test-words-in-content']);
    // "only" ends one column and "we" starts the next: a term never spans the join.
    const across = await runOnServer(anonClient(), search('onlywe'));
    expect(across.rows).toEqual([]);
  });

  it('gives the owner of hidden listings, and the service role, the same public list', async () => {
    // On the table RLS shows the partner their own pending listing; the directory does not.
    const own = await partner.from('services').select('slug').eq('slug', 'test-words-pending');
    expect(own.data).toHaveLength(1);
    const mine = await runOnServer(partner, search(WORD));
    const service = await runOnServer(serviceClient(), search(WORD));
    expect(slugs(mine.rows)).toEqual(PUBLIC);
    expect(slugs(service.rows)).toEqual(PUBLIC);
  });

  it('never shows an unlisted row to a direct read of the view, whatever the filter', async () => {
    for (const client of [anonClient(), partner]) {
      const { data, error } = await client
        .from('services_listed')
        .select('slug,status,deleted_at')
        .ilike('search_text', `%${WORD}%`)
        .or('status.eq.pending,status.eq.inactive,deleted_at.not.is.null,status.eq.active');
      expect(error).toBeNull();
      expect(slugs(data ?? [])).toEqual(PUBLIC);
    }
  });
});

describe('the listed services refuse writes and odd input', () => {
  it.each([
    ['anon', () => Promise.resolve(anonClient())],
    ['the owning partner', () => Promise.resolve(partner)],
  ])('refuses inserts, updates and deletes from %s', async (_who, clientOf) => {
    const client = await clientOf();
    const insert = await client
      .from('services_listed')
      .insert({ name: 'Forged', slug: 'test-words-forged', status: 'active' });
    expect(insert.error?.code).toBe('42501');
    const update = await client
      .from('services_listed')
      .update({ name: 'Defaced' })
      .eq('slug', 'test-words-listed')
      .select('slug');
    expect(update.error?.code).toBe('42501');
    const remove = await client.from('services_listed').delete().eq('slug', 'test-words-listed');
    expect(remove.error?.code).toBe('42501');
    const { data } = await serviceClient()
      .from('services')
      .select('slug,name')
      .like('slug', 'test-words-%');
    expect(data?.map((row) => row.slug)).not.toContain('test-words-forged');
    expect(data?.find((row) => row.slug === 'test-words-listed')?.name).toBe(`Listed ${WORD}`);
  });

  it('treats SQL-like and oversized words as words', async () => {
    const sqlish = await runOnServer(anonClient(), search("'; drop table services;--"));
    expect(sqlish.rows).toEqual([]);
    const long = await runOnServer(anonClient(), search('x'.repeat(5000)));
    expect(long.rows).toEqual([]);
  });

  it('answers a malformed filter on search_text with 400 and a reason', async () => {
    const { error, status } = await anonClient()
      .from('services_listed')
      .select('slug')
      .filter('search_text', 'ilikes', '%x%');
    expect(status).toBe(400);
    expect(error?.message).toMatch(/ilikes|operator|parse/i);
  });

  it('keeps answering after the refusals', async () => {
    const { rows } = await runOnServer(anonClient(), search(WORD, { state: 'MT' }));
    expect(slugs(rows)).toEqual(PUBLIC);
  });
});
