/**
 * The scale bench's directory: services spread over the states as people are, a tenth of them
 * nationwide, with 30 % as many deals and 5 % as many articles, generated inside PostgreSQL
 * (generate_series) so a million rows load in minutes rather than over the wire.
 */
import { gzipSync } from 'node:zlib';
import pg from 'pg';

/**
 * Resident population by state and DC, millions, rounded to 0.1: the 2020 Census counts as the
 * bench's author recalls them. They only shape the spread (California ≈ 12 %, Wyoming ≈ 0.2 %);
 * they are not figures to quote.
 */
// prettier-ignore
const POPULATION: Record<string, number> = {
  CA: 39.5, TX: 29.1, FL: 21.5, NY: 20.2, PA: 13.0, IL: 12.8, OH: 11.8, GA: 10.7, NC: 10.4,
  MI: 10.1, NJ: 9.3, VA: 8.6, WA: 7.7, AZ: 7.2, MA: 7.0, TN: 6.9, IN: 6.8, MD: 6.2, MO: 6.2,
  WI: 5.9, CO: 5.8, MN: 5.7, SC: 5.1, AL: 5.0, LA: 4.7, KY: 4.5, OR: 4.2, OK: 4.0, CT: 3.6,
  UT: 3.3, IA: 3.2, NV: 3.1, AR: 3.0, MS: 3.0, KS: 2.9, NM: 2.1, NE: 2.0, ID: 1.8, WV: 1.8,
  HI: 1.5, NH: 1.4, ME: 1.4, RI: 1.1, MT: 1.1, DE: 1.0, SD: 0.9, ND: 0.8, AK: 0.7, DC: 0.7,
  VT: 0.6, WY: 0.6,
};

/** One slot per 100,000 people: a uniform pick of a slot is a pick weighted by population. */
const STATE_SLOTS = Object.entries(POPULATION).flatMap(([state, millions]) =>
  Array.from({ length: Math.round(millions * 10) }, () => state),
);

export const stateShare = (state: string): number =>
  STATE_SLOTS.filter((s) => s === state).length / STATE_SLOTS.length;

/** Words the generated names are made of: the offline search bench looks them up. */
// prettier-ignore
export const NAME_WORDS = [
  'Liberty', 'Patriot', 'Eagle', 'Freedom', 'Honor', 'Valor', 'Heritage', 'Summit', 'Pioneer',
  'Frontier', 'Anchor', 'Compass', 'Guardian', 'Harbor', 'Keystone', 'Lantern', 'Meridian',
  'Sentinel', 'Trident', 'Beacon',
];
// prettier-ignore
export const FOCUS_WORDS = [
  'Legal', 'Housing', 'Claims', 'Counseling', 'Employment', 'Wellness', 'Benefits', 'Family',
  'Outreach', 'Recovery', 'Transition', 'Career', 'Education', 'Mentoring', 'Caregiver',
];
const KINDS = ['Center', 'Network', 'Alliance', 'Project', 'Services', 'Foundation'];
// prettier-ignore
const CITIES = [
  'Springfield', 'Riverside', 'Fairview', 'Franklin', 'Greenville', 'Madison', 'Clinton',
  'Georgetown', 'Salem', 'Marion', 'Oxford', 'Jackson', 'Burlington', 'Manchester', 'Milton',
];
const SENTENCES = [
  'Accredited representatives help veterans and survivors file claims and appeals at no cost.',
  'Case managers meet families where they are and follow up until the need is met.',
  'Walk-in hours on weekdays; appointments by phone or video for rural members.',
  'Peer mentors who served help with the move from military to civilian life.',
  'Referrals to VA health care, community clinics and crisis lines are part of every visit.',
  'Volunteers assist with resumes, interviews and the first months on a new job.',
  'Emergency grants cover rent, utilities and car repairs while benefits are pending.',
  'Spouses, caregivers and surviving family members are welcome to every program.',
];

/** Mean text lengths of the seed's own rows, so generated rows weigh what real ones do. */
interface SeedLengths {
  name: number;
  title: number;
  excerpt: number;
  content: number;
  dealDescription: number;
  dealTerms: number;
  postExcerpt: number;
  postContent: number;
}

/** The seed's own rows, told from generated ones (their websites, their slugs). */
const SEED_ROWS = {
  services: `from services where website is null or website !~ '^https://example[.]org/[0-9]+$'`,
  vet_deals: `from vet_deals where slug not like 'bench-deal-%'`,
  blog_posts: `from blog_posts where slug not like 'bench-post-%'`,
};
const GENERATED_ROWS = {
  services: `from services where website ~ '^https://example[.]org/[0-9]+$'`,
  blog_posts: `from blog_posts where slug like 'bench-post-%'`,
};

async function seedLengths(db: pg.Client): Promise<SeedLengths> {
  const mean = async (column: string, rows: string) =>
    Math.round(
      Number(
        (await db.query<{ n: string }>(`select avg(char_length(${column})) n ${rows}`)).rows[0]
          ?.n ?? 0,
      ),
    );
  return {
    name: await mean('name', SEED_ROWS.services),
    title: await mean('title', SEED_ROWS.services),
    excerpt: await mean('excerpt', SEED_ROWS.services),
    content: await mean('content', SEED_ROWS.services),
    dealDescription: await mean('description', SEED_ROWS.vet_deals),
    dealTerms: await mean('terms', SEED_ROWS.vet_deals),
    postExcerpt: await mean('excerpt', SEED_ROWS.blog_posts),
    postContent: await mean('content', SEED_ROWS.blog_posts),
  };
}

/** How many times gzip shrinks 200 rows' text, as JSON: generated text should not beat prose. */
async function gzipRatio(db: pg.Client, columns: string, rows: string): Promise<number> {
  const { rows: sample } = await db.query(`select ${columns} ${rows} limit 200`);
  const json = Buffer.from(JSON.stringify(sample));
  return json.length / gzipSync(json).length;
}

/** Every word of the pools: generated text draws from them one word at a time. */
const VOCABULARY = [
  ...new Set([...SENTENCES, ...NAME_WORDS, ...FOCUS_WORDS, ...CITIES].flatMap((t) => t.split(' '))),
];

/**
 * SQL text of between half and one and a half times `length` characters (real listings vary),
 * words drawn at random per row: drawn sentences would compress far better than real prose, and
 * the first sync's bytes are compressed ones (the bench prints both ratios).
 */
const filler = (length: number, row = 's') =>
  // `+ 0 * i` ties the aggregate to the subquery: one over outer columns only is the outer's.
  `left((select string_agg(${row}.words[1 + floor(random() * ${VOCABULARY.length})::int + 0 * i], ' ')
     from generate_series(1, ceil(${length} * (0.5 + ${row}.r1) / 5)::int) i),
     (${length} * (0.5 + ${row}.r1))::int)`;

async function countOf(db: pg.Client, table: string): Promise<number> {
  return (await db.query<{ n: number }>(`select count(*)::int n from ${table}`)).rows[0]?.n ?? 0;
}

async function addServices(db: pg.Client, missing: number, len: SeedLengths) {
  await db.query(
    `with cats as (
       select array_agg(slug order by sort_order) slugs,
              array_agg(array_to_string(services, '|') order by sort_order) kinds
       from service_categories),
     s as (
       select g, random() r1, random() r2, random() r3, random() r4, random() r5,
         $1::text[] slots, $2::text[] namew, $3::text[] focus, $4::text[] kinds,
         $5::text[] cities, $6::text[] words
       from generate_series(1, $7::int) g),
     n as (
       select s.*, c.slugs[1 + (s.g % array_length(c.slugs, 1))] cat,
         string_to_array(c.kinds[1 + (s.g % array_length(c.slugs, 1))], '|') offered,
         s.namew[1 + floor(s.r1 * 20)::int] || ' ' || s.focus[1 + floor(s.r2 * 15)::int] || ' '
           || s.kinds[1 + (s.g % 6)] nm,
         s.slots[1 + floor(s.r3 * array_length(s.slots, 1))::int] st,
         s.cities[1 + (s.g % 15)] city
       from s cross join cats c)
     insert into services (name, slug, title, excerpt, content, status, services, credentials,
       category, type, is_home, state, zipcode, city, website, phone, featured_until,
       created_at, updated_at)
     select n.nm, lower(replace(n.nm, ' ', '-')) || '-' || n.g || '-' || floor(n.r5 * 1e6)::int,
       left(n.focus[1 + floor(n.r2 * 15)::int] || ' help for veterans and families in ' || n.city
         || ': ' || ${filler(len.title, 'n')}, ${len.title * 2}),
       left(n.nm || ' serves veterans in ' || n.city || ', ' || n.st || '. ' || ${filler(len.excerpt, 'n')},
         1000),
       left(n.nm || E' helps veterans and families.\n\n## What they offer\n\n- '
         || array_to_string(n.offered[1:2], E'\n- ') || E'\n\n## Where they work\n\n'
         || n.city || ', ' || n.st || E'.\n\n' || ${filler(len.content, 'n')}, 50000),
       'active', n.offered[1 + (n.g % 3):2 + (n.g % 3)],
       array[(array['VA-accredited', 'Licensed attorney', 'Nonprofit', 'Peer-led'])[1 + n.g % 4]],
       n.cat,
       case when n.r4 < 0.1 then 'national' when n.r4 < 0.4 then 'regional' else 'local' end,
       n.r5 < 0.15, n.st, lpad(floor(n.r1 * 99999)::int::text, 5, '0'), n.city,
       'https://example.org/' || n.g, '555-01' || lpad((n.g % 100)::text, 2, '0'),
       case when n.r2 < 0.001 then now() + interval '30 days' end,
       now() - interval '3 years' + n.r3 * interval '1 year',
       now() - n.r5 * interval '2 years'
     from n`,
    [STATE_SLOTS, NAME_WORDS, FOCUS_WORDS, KINDS, CITIES, VOCABULARY, missing],
  );
}

async function addDeals(db: pg.Client, missing: number, len: SeedLengths) {
  await db.query(
    `with s as (select g, random() r1, $1::text[] words from generate_series(1, $2::int) g)
     insert into vet_deals (title, slug, merchant, discount, description, category, terms,
       how_to_redeem, url, status, active, created_at, updated_at)
     select 'Veteran discount ' || s.g, 'bench-deal-' || s.g || '-' || floor(s.r1 * 1e6)::int,
       'Merchant ' || (s.g % 5000), (5 + s.g % 30) || '% off',
       ${filler(len.dealDescription)},
       (array['Food', 'Travel', 'Retail', 'Auto', 'Home & Garden', 'Health'])[1 + s.g % 6],
       ${filler(len.dealTerms)}, 'Show a veteran ID at checkout.', 'https://example.com/d/' || s.g,
       case when s.g % 5 = 0 then 'permanent' else 'active' end, true,
       now() - interval '2 years', now() - s.r1 * interval '2 years'
     from s`,
    [VOCABULARY, missing],
  );
}

async function addPosts(db: pg.Client, missing: number, len: SeedLengths) {
  await db.query(
    `with s as (select g, random() r1, $1::text[] words from generate_series(1, $2::int) g)
     insert into blog_posts (title, slug, excerpt, content, category, author, status,
       published_at, created_at, updated_at)
     select 'Guide for veterans ' || s.g, 'bench-post-' || s.g || '-' || floor(s.r1 * 1e6)::int,
       ${filler(len.postExcerpt)}, ${filler(len.postContent)},
       (array['Benefits', 'Health', 'Careers', 'Stories'])[1 + s.g % 4], 'VetHub bench',
       'published', now() - s.r1 * interval '2 years', now() - interval '2 years',
       now() - s.r1 * interval '2 years'
     from s`,
    [VOCABULARY, missing],
  );
}

export interface Growth {
  seconds: number;
  lengths: SeedLengths;
  /** gzip's ratio on the seed's and on generated services and posts. */
  gzip: Record<string, number>;
  counts: { services: number; vet_deals: number; blog_posts: number };
}

const TABLES = ['services', 'vet_deals', 'blog_posts'] as const;

/**
 * Adds rows until the tables hold `services` services, 30 % as many deals and 5 % as many posts,
 * then vacuums and analyzes them as autovacuum would after a bulk load (the directory's
 * index-only scans need the visibility map). Connects as the stack does (DATABASE_URL).
 */
export async function growTo(
  databaseUrl: string,
  services: number,
  limitMs: number,
): Promise<Growth> {
  const db = new pg.Client(databaseUrl);
  await db.connect();
  const started = performance.now();
  // Each statement gets what is left of the limit: a load past it is cancelled and reported.
  const budget = () =>
    db.query(
      `set statement_timeout = ${Math.max(1, Math.floor(started + limitMs - performance.now()))}`,
    );
  try {
    const lengths = await seedLengths(db);
    const target = { services, vet_deals: services * 0.3, blog_posts: services * 0.05 };
    // The realtime triggers notify once per row: a million notifications would keep the stack
    // busy for minutes relaying them; no device is open while the directory grows.
    for (const t of TABLES) await db.query(`alter table ${t} disable trigger ${t}_realtime`);
    try {
      const add = { services: addServices, vet_deals: addDeals, blog_posts: addPosts };
      for (const t of TABLES) {
        const missing = Math.round(target[t]) - (await countOf(db, t));
        if (missing <= 0) continue;
        await budget();
        await add[t](db, missing, lengths);
      }
    } finally {
      for (const t of TABLES) await db.query(`alter table ${t} enable trigger ${t}_realtime`);
    }
    for (const t of TABLES) {
      await budget();
      await db.query(`vacuum analyze ${t}`);
    }
    const counts = {
      services: await countOf(db, 'services'),
      vet_deals: await countOf(db, 'vet_deals'),
      blog_posts: await countOf(db, 'blog_posts'),
    };
    const seconds = (performance.now() - started) / 1000;
    const text = (table: 'services' | 'blog_posts') =>
      table === 'services' ? 'name, title, excerpt, content' : 'title, excerpt, content';
    const gzip: Record<string, number> = {};
    for (const t of ['services', 'blog_posts'] as const) {
      gzip[`seed ${t}`] = await gzipRatio(db, text(t), SEED_ROWS[t]);
      gzip[`generated ${t}`] = await gzipRatio(db, text(t), GENERATED_ROWS[t]);
    }
    return { seconds, lengths, gzip, counts };
  } finally {
    await db.end();
  }
}
