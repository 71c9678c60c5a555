-- The directory query as the app sends it (src/data/query/runOnServer.ts), at 100k services.
-- 20261124080000's index did not serve it: the app orders by `updated_at desc nulls last,
-- id desc nulls last` (an index declared `desc` is nulls first, and PostgreSQL does not use
-- NOT NULL to bridge the two, so every page was a sort of all matching rows), and its second
-- request filters on featured_until (featured listings come first), which the index did not
-- hold, so the count read a heap page per candidate row. EXPLAIN ANALYZE on PostgreSQL 15,
-- state + in-home + one service type, 100k rows: a bitmap heap scan of 12.9k rows, twice
-- (count and page), about 30 ms per request.
--
-- Both indexes below hold every column the select policy (RLS is checked row by row, before
-- the non-leakproof filters) and the cheap filters read, so the count is an index-only scan
-- and the page stops after its first matching rows in order. With a state the first serves;
-- without one (the directory's landing page) the second.
drop index if exists public.services_directory_idx;

create index services_directory_state_idx on public.services
  (state, updated_at desc nulls last, id desc nulls last)
  include (is_home, sponsored, type, services, credentials, featured_until,
           status, deleted_at, owner_id, owner_suspended)
  where status = 'active' and deleted_at is null;

create index services_directory_newest_idx on public.services
  (updated_at desc nulls last, id desc nulls last)
  include (is_home, sponsored, type, services, credentials, featured_until,
           status, deleted_at, owner_id, owner_suspended)
  where status = 'active' and deleted_at is null;
