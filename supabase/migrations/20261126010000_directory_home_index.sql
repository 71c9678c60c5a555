-- The directory with a state and the in-home flag (?state=TX&home=1, the bench's three-filter
-- case) at 100k services. services_directory_state_idx (20261125230000) finds the state's rows
-- in order, but is_home is only an included column there, and the page is a plain index scan
-- (select *), which checks its filter on the heap row: every row of the state was fetched to
-- find a page of in-home ones. When a state's in-home rows offer no match for the service type
-- (`services @>`, not leakproof, so never an index condition under RLS), that was all 10k of
-- them. EXPLAIN (ANALYZE, BUFFERS) as anon on PostgreSQL 15, TX + in-home + Legal aid (no
-- match): page and capped count 6.7 ms, 6,635 buffers. Keyed on the in-home rows alone, the
-- same request reads the state's 1.4k in-home rows: 1.75 ms; the index is 2 MB (a seventh of the
-- rows) beside the 26 MB of the state index. The in-home list without a state (?home=1) counts
-- from it too, index-only, instead of a sequential scan.
create index services_directory_home_idx on public.services
  (state, updated_at desc nulls last, id desc nulls last)
  include (sponsored, type, services, credentials, featured_until,
           status, deleted_at, owner_id, owner_suspended)
  where status = 'active' and deleted_at is null and is_home;
