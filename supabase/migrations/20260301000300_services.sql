-- The services directory (spec §3 "Services record", §7 list query). Planned for 100k rows:
-- the list order (updated_at desc, id desc) and the sync engine's pull (updated_at > watermark
-- order by updated_at, id) share one btree; equality filters (status, state, type, zipcode,
-- sponsored, is_home) have btrees that stay usable under RLS. Array (&&, @>) and full-text (@@)
-- operators are not leakproof, so under RLS PostgreSQL filters them after the policy instead of
-- through their GIN indexes; the GIN indexes serve the service role and search_services().

create table public.services (
  id bigint generated always as identity primary key,
  owner_id uuid references public.profiles (id) on delete set null,
  name text not null check (char_length(name) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text check (char_length(title) <= 300),
  excerpt text check (char_length(excerpt) <= 1000),
  content text check (char_length(content) <= 50000),
  status text not null default 'pending' check (status in ('active', 'pending', 'inactive')),
  sponsored boolean not null default false,
  -- Service types (see service_categories for the category -> types mapping).
  services text[] not null default '{}',
  credentials text[] not null default '{}',
  -- Main focus: one of the seven service categories, or 'community'.
  category text check (category in ('financial', 'housing', 'disability', 'legal', 'healthcare',
                                    'education', 'employment', 'community')),
  -- Reach of the provider: national, regional or local.
  type text check (type in ('national', 'regional', 'local')),
  -- Offers services in the client's home (or is a home-based business).
  is_home boolean not null default false,
  rating numeric(2, 1) check (rating between 0 and 5),
  state text check (state ~ '^[A-Z]{2}$'),
  zipcode text check (zipcode ~ '^[0-9]{5}(-[0-9]{4})?$'),
  city text check (char_length(city) <= 100),
  address text check (char_length(address) <= 300),
  website text check (char_length(website) <= 500),
  phone text check (char_length(phone) <= 40),
  email text check (char_length(email) <= 320),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  search tsvector generated always as (
    setweight(to_tsvector('english', coalesce(name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')
    || setweight(to_tsvector('english', coalesce(content, '')), 'C')
  ) stored
);
comment on column public.services.search is
  'Full-text vector over name, title, excerpt and content: filter with textSearch(''search'', q).';

create index services_status_updated_idx on public.services (status, updated_at desc, id desc);
create index services_updated_idx on public.services (updated_at, id);
create index services_services_idx on public.services using gin (services);
create index services_credentials_idx on public.services using gin (credentials);
create index services_search_idx on public.services using gin (search);
create index services_state_idx on public.services (state, status, updated_at desc);
create index services_zipcode_idx on public.services (zipcode, status);
create index services_type_idx on public.services (type, status, updated_at desc);
create index services_category_idx on public.services (category, status);
create index services_sponsored_idx on public.services (status, updated_at desc)
  where sponsored;
create index services_is_home_idx on public.services (status, updated_at desc) where is_home;
create index services_rating_idx on public.services (rating desc nulls last, id)
  where status = 'active' and deleted_at is null;
create index services_owner_idx on public.services (owner_id);

create trigger services_set_updated_at before update on public.services
  for each row execute function public.set_updated_at();
create trigger services_protect_moderated before insert or update on public.services
  for each row execute function public.protect_moderated_fields('sponsored', 'rating');
create trigger services_realtime after insert or update or delete on public.services
  for each row execute function public.notify_realtime_change();
select public.add_to_realtime_publication('public.services');

alter table public.services enable row level security;

-- Soft-deleted and non-active rows stay visible to their owner: an UPDATE that soft-deletes
-- must still see the new row, and the owner's dashboard lists every status.
create policy "services: active for all, own and admin any" on public.services
  for select to anon, authenticated
  using (
    (status = 'active' and deleted_at is null)
    or owner_id = (select auth.uid())
    or (select public.is_admin())
  );

create policy "services: partners insert their own" on public.services
  for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and ((select public.is_partner()) or (select public.is_admin()))
  );

create policy "services: owners and admins update" on public.services
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));

-- Owners remove a listing by setting deleted_at; only admins delete rows for good.
create policy "services: admins delete" on public.services
  for delete to authenticated
  using ((select public.is_admin()));
