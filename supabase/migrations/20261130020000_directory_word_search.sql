-- The services directory's word search at scale (issue 34). Under RLS the word match (ILIKE on
-- name, title, excerpt and content) and the category filter (`services && …`) are not leakproof,
-- so PostgreSQL checks them after the select policy, on the heap row of every listing an index
-- finds for the leakproof filters (the state). EXPLAIN (ANALYZE, BUFFERS) as anon on PostgreSQL
-- 15, TX + legal + local + "liberty": a bitmap heap scan of the state's 8,736 rows (7,320 heap
-- pages) at 100k services, 22 ms for the count and 22 ms again for the page; of 87,365 at 1M,
-- 480 ms. No index on the words could be used, and none on the category.
--
-- services_listed: the publicly listed services, as the select policy shows them to a visitor,
-- with search_text, the searched columns joined by spaces. A search term never contains
-- whitespace (src/data/query/textTerms.ts), so `search_text ilike '%term%'` holds exactly when
-- it holds for one of the columns: the same match as before. The view runs as its owner (not
-- security_invoker), so RLS does not hold the filters back and the planner may answer them from
-- any index; its own condition is the public half of the select policy, so it never returns a
-- row a visitor could not read from the table. It is deliberately not a security_barrier view: a
-- barrier would hold the filters back just as RLS does. A filter may therefore be evaluated on an
-- unlisted row, but the API offers only built-in operators, whose result is never shown for a
-- row the view leaves out.
--
-- A column added to public.services later must be added here too (a view's column list is fixed
-- when it is created).

create view public.services_listed with (security_invoker = false) as
  select s.id, s.owner_id, s.slug, s.status, s.featured_until, s.created_at, s.updated_at,
         s.deleted_at, s.client_id, s.review_note, s.reviewed_by, s.reviewed_at,
         s.owner_suspended, s.image_path, s.image_alt, s.image_width, s.image_height,
         s.language, s.name, s.title, s.excerpt, s.content, s.sponsored, s.services,
         s.credentials, s.category, s.type, s.is_home, s.rating, s.review_count, s.state,
         s.zipcode, s.city, s.address, s.website, s.phone, s.email,
         s.name || ' ' || coalesce(s.title, '') || ' ' || coalesce(s.excerpt, '') || ' '
           || coalesce(s.content, '') as search_text
    from public.services s
   where s.status = 'active' and s.deleted_at is null and not s.owner_suspended;
comment on view public.services_listed is
  'Publicly listed services with search_text, for the directory''s word search (issue 34).';

-- A rare word (a name, a town) is found from its trigrams. EXPLAIN as anon through the view at
-- 1M services: "zeppelin" with the directory's filters, 0.3 ms. (About 540 MB at 1M listings.)
create index services_listed_text_idx on public.services using gin (
  (name || ' ' || coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' '
    || coalesce(content, '')) extensions.gin_trgm_ops
) where status = 'active' and deleted_at is null and not owner_suspended;

-- How common a word is, for the planner. Without statistics on the joined text it takes any
-- '%word%' for rare (100 of 1M listings, where each of the bench's words is in over 40 %), reads
-- every match and sorts them for a page of ten: 74 ms at 1M, with TX, legal and local. Knowing
-- the word is common, it walks the directory's order (services_directory_state_idx) and stops
-- at the tenth match: 2.6 ms, whatever the directory's size. runOnServer asks the same estimate
-- for the total (count=planned) rather than counting thousands of matches.
create statistics public.services_search_text_stats on (
  (name || ' ' || coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' '
    || coalesce(content, ''))
) from public.services;

-- Read only: a simple view is updatable, and a write through it would run as its owner, past the
-- table's write policies. Hosted Supabase's default privileges grant everything on a new view to
-- anon and authenticated, so all of it is taken back first.
revoke all on public.services_listed from public, anon, authenticated, service_role;
grant select on public.services_listed to anon, authenticated, service_role;
