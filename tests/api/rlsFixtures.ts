/**
 * The actors and per-table rows of the RLS matrix (rls.test.ts). Every row a check acts on is
 * created by the service role first, so each check starts from the same state; slugs, codes and
 * addresses start with "test" so the seed counts can tell them apart.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';

export const ROLES = ['anon', 'veteran', 'partner', 'otherPartner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const OPS = ['select', 'insert', 'update', 'delete'] as const;
export type Op = (typeof OPS)[number];
export type Row = Record<string, unknown>;

export interface Actors {
  service: SupabaseClient;
  clients: Record<Role, SupabaseClient>;
  /** User ids; anon has none. */
  ids: Record<Role, string | null>;
}

/** The demo users, plus another partner made the way a real one is: sign-up, then promotion. */
export async function setupActors(): Promise<Actors> {
  const service = serviceClient();
  const other = anonClient();
  const { data, error } = await other.auth.signUp({
    email: uniqueEmail('partner2'),
    password: 'Another-partner-1',
    options: { data: { firstName: 'Alex', lastName: 'Other', companyName: 'Other Co' } },
  });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  const promoted = await service
    .from('profiles')
    .update({ user_type: 'partner' })
    .eq('id', data.user.id);
  if (promoted.error) throw new Error(promoted.error.message);
  return {
    service,
    clients: {
      anon: anonClient(),
      veteran: await signedInClient(DEMO_USERS.veteran.email),
      partner: await signedInClient(DEMO_USERS.partner.email),
      otherPartner: other,
      admin: await signedInClient(DEMO_USERS.admin.email),
    },
    ids: {
      anon: null,
      veteran: DEMO_USERS.veteran.id,
      partner: DEMO_USERS.partner.id,
      otherPartner: data.user.id,
      admin: DEMO_USERS.admin.id,
    },
  };
}

let counter = 0;
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}
const letters = () => unique().replace(/[^a-z]/g, '') + 'x';
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

export interface TableSpec {
  table: string;
  /** Primary key column. */
  key: string;
  /** A unique column of inserted rows, to find them again. */
  marker: string;
  /** The row every check acts on; undefined: an existing row (profiles). */
  target?: (a: Actors) => Row;
  existingKey?: (a: Actors) => string;
  /** What `role` tries to insert. */
  insert: (a: Actors, role: Role) => Row;
  /** A harmless change and the column that shows it. */
  update: () => Row;
  updated: string;
}

function content(table: string, extra: (slug: string) => Row, privateStatus: string): TableSpec {
  const row = (owner: string | null): Row => {
    const slug = `test-${unique()}`;
    return { owner_id: owner, title: `Test ${table}`, slug, status: privateStatus, ...extra(slug) };
  };
  return {
    table,
    key: 'id',
    marker: 'slug',
    // The demo partner's row in a status the public does not see.
    target: (a) => row(a.ids.partner),
    insert: (a, role) => row(a.ids[role]),
    update: () => ({ title: `Updated ${unique()}` }),
    updated: 'title',
  };
}

export const TABLES: TableSpec[] = [
  content('services', (slug) => ({ name: `Test service ${slug}` }), 'pending'),
  content('vet_deals', () => ({ merchant: 'Test merchant' }), 'pending'),
  content('blog_posts', () => ({ content: 'Test post.' }), 'draft'),
  content('unemployment_jobs', () => ({ employer: 'Test employer' }), 'pending'),
  {
    table: 'profiles',
    key: 'id',
    marker: 'id',
    existingKey: (a) => a.ids.partner ?? '',
    insert: () => ({ id: randomUUID(), first_name: 'Nobody' }),
    update: () => ({ phone: `555-${digits(4)}` }),
    updated: 'phone',
  },
  {
    table: 'contact_messages',
    key: 'id',
    marker: 'message',
    target: () => ({ name: 'Test', email: 'test@example.test', message: `test ${unique()}` }),
    insert: () => ({ name: 'Test', email: 'test@example.test', message: `test ${unique()}` }),
    update: () => ({ status: 'read' }),
    updated: 'status',
  },
  {
    table: 'feedback',
    key: 'id',
    marker: 'message',
    target: () => ({ message: `test ${unique()}`, kind: 'idea' }),
    insert: () => ({ message: `test ${unique()}`, kind: 'bug', rating: 4 }),
    update: () => ({ status: 'read' }),
    updated: 'status',
  },
  {
    table: 'newsletter_subscribers',
    key: 'id',
    marker: 'email',
    target: () => ({ email: `test-${unique()}@example.test` }),
    insert: () => ({ email: `test-${unique()}@example.test` }),
    update: () => ({ source: `test-${unique()}` }),
    updated: 'source',
  },
  {
    table: 'military_careers',
    key: 'id',
    marker: 'code',
    target: () => career(),
    insert: () => career(),
    update: () => ({ title: `Updated ${unique()}` }),
    updated: 'title',
  },
  {
    table: 'occupations',
    key: 'onet_soc',
    marker: 'onet_soc',
    target: () => ({ onet_soc: `99-${digits(4)}.${digits(2)}`, title: 'Test occupation' }),
    insert: () => ({ onet_soc: `99-${digits(4)}.${digits(2)}`, title: 'Test occupation' }),
    update: () => ({ title: `Updated ${unique()}` }),
    updated: 'title',
  },
  {
    table: 'service_categories',
    key: 'slug',
    marker: 'slug',
    target: () => category(),
    insert: () => category(),
    update: () => ({ description: `Updated ${unique()}` }),
    updated: 'description',
  },
];

function career(): Row {
  return {
    branch: 'Army',
    code: `TEST${unique().toUpperCase()}`,
    title: 'Test code',
    onet_soc: '11-1011.00',
    onet_title: 'Chief Executives',
    svc: 'A',
  };
}

function category(): Row {
  return {
    slug: `test${letters()}`,
    name: 'Test',
    description: 'Test',
    services: [],
    sort_order: 99,
  };
}
