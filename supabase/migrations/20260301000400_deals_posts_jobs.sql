-- VetDeals, blog posts and the unemployment job board. Same pattern as services: bigint ids
-- (numeric ids in URLs), owner_id, soft delete, updated_at trigger, RLS by status and owner.

create table public.vet_deals (
  id bigint generated always as identity primary key,
  owner_id uuid references public.profiles (id) on delete set null,
  title text not null check (char_length(title) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  merchant text not null check (char_length(merchant) between 1 and 200),
  discount text check (char_length(discount) <= 200),
  description text check (char_length(description) <= 5000),
  category text check (char_length(category) <= 60),
  terms text check (char_length(terms) <= 5000),
  how_to_redeem text check (char_length(how_to_redeem) <= 2000),
  url text check (char_length(url) <= 500),
  -- 'permanent' deals never expire and are always shown with active = true (spec §4).
  status text not null default 'pending'
    check (status in ('active', 'permanent', 'pending', 'inactive')),
  active boolean not null default true,
  verified_only boolean not null default false,
  is_sample boolean not null default false,
  featured_until timestamptz,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  constraint vet_deals_permanent_is_active check (status <> 'permanent' or active)
);
create index vet_deals_status_updated_idx on public.vet_deals (status, updated_at desc, id desc);
create index vet_deals_updated_idx on public.vet_deals (updated_at, id);
create index vet_deals_category_idx on public.vet_deals (category, status);
create index vet_deals_featured_idx on public.vet_deals (featured_until desc)
  where featured_until is not null;
create index vet_deals_owner_idx on public.vet_deals (owner_id);

create table public.blog_posts (
  id bigint generated always as identity primary key,
  owner_id uuid references public.profiles (id) on delete set null,
  title text not null check (char_length(title) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  excerpt text check (char_length(excerpt) <= 1000),
  -- Markdown.
  content text not null default '' check (char_length(content) <= 100000),
  category text not null default 'Guides' check (char_length(category) <= 60),
  author text check (char_length(author) <= 200),
  cover_image_url text check (char_length(cover_image_url) <= 500),
  cover_image_alt text check (char_length(cover_image_alt) <= 300),
  status text not null default 'draft' check (status in ('published', 'draft', 'pending')),
  published_at timestamptz,
  featured_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  search tsvector generated always as (
    setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')
    || setweight(to_tsvector('english', coalesce(content, '')), 'C')
  ) stored
);
create index blog_posts_status_published_idx
  on public.blog_posts (status, published_at desc, id desc);
create index blog_posts_category_idx on public.blog_posts (category, status, published_at desc);
create index blog_posts_updated_idx on public.blog_posts (updated_at, id);
create index blog_posts_featured_idx on public.blog_posts (featured_until desc)
  where featured_until is not null;
create index blog_posts_owner_idx on public.blog_posts (owner_id);
create index blog_posts_search_idx on public.blog_posts using gin (search);

create table public.unemployment_jobs (
  id bigint generated always as identity primary key,
  owner_id uuid references public.profiles (id) on delete set null,
  title text not null check (char_length(title) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  employer text not null check (char_length(employer) between 1 and 200),
  city text check (char_length(city) <= 100),
  state text check (state ~ '^[A-Z]{2}$'),
  remote boolean not null default false,
  employment_type text check (employment_type in ('full-time', 'part-time', 'contract',
                                                  'temporary', 'internship')),
  salary_min integer check (salary_min >= 0),
  salary_max integer check (salary_max >= 0),
  salary_period text check (salary_period in ('year', 'hour')),
  description text check (char_length(description) <= 20000),
  apply_url text check (char_length(apply_url) <= 500),
  status text not null default 'pending'
    check (status in ('active', 'pending', 'closed', 'inactive')),
  is_sample boolean not null default false,
  posted_at timestamptz default now(),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  constraint unemployment_jobs_salary_range check (salary_max is null or salary_min is null
                                                   or salary_max >= salary_min)
);
create index unemployment_jobs_status_posted_idx
  on public.unemployment_jobs (status, posted_at desc, id desc);
create index unemployment_jobs_updated_idx on public.unemployment_jobs (updated_at, id);
create index unemployment_jobs_state_idx on public.unemployment_jobs (state, status);
create index unemployment_jobs_owner_idx on public.unemployment_jobs (owner_id);

create trigger vet_deals_set_updated_at before update on public.vet_deals
  for each row execute function public.set_updated_at();
create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();
create trigger unemployment_jobs_set_updated_at before update on public.unemployment_jobs
  for each row execute function public.set_updated_at();

-- A post gets its publication time when it is first published.
create or replace function public.set_published_at() returns trigger
language plpgsql as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end
$$;
create trigger blog_posts_set_published_at before insert or update on public.blog_posts
  for each row execute function public.set_published_at();

create trigger vet_deals_protect_moderated before insert or update on public.vet_deals
  for each row execute function public.protect_moderated_fields('featured_until', 'is_sample');
create trigger blog_posts_protect_moderated before insert or update on public.blog_posts
  for each row execute function public.protect_moderated_fields('featured_until');
create trigger unemployment_jobs_protect_moderated before insert or update
  on public.unemployment_jobs
  for each row execute function public.protect_moderated_fields('is_sample');

create trigger vet_deals_realtime after insert or update or delete on public.vet_deals
  for each row execute function public.notify_realtime_change();
create trigger blog_posts_realtime after insert or update or delete on public.blog_posts
  for each row execute function public.notify_realtime_change();
select public.add_to_realtime_publication('public.vet_deals');
select public.add_to_realtime_publication('public.blog_posts');

alter table public.vet_deals enable row level security;
alter table public.blog_posts enable row level security;
alter table public.unemployment_jobs enable row level security;

-- Visible to everyone: live rows. Owners see their own in any status (also soft-deleted, so a
-- soft-delete UPDATE can see its new row); admins see everything.
create policy "vet_deals: live for all, own and admin any" on public.vet_deals
  for select to anon, authenticated
  using (
    (status in ('active', 'permanent') and active and deleted_at is null)
    or owner_id = (select auth.uid())
    or (select public.is_admin())
  );
create policy "blog_posts: published for all, own and admin any" on public.blog_posts
  for select to anon, authenticated
  using (
    (status = 'published' and deleted_at is null)
    or owner_id = (select auth.uid())
    or (select public.is_admin())
  );
create policy "unemployment_jobs: active for all, own and admin any" on public.unemployment_jobs
  for select to anon, authenticated
  using (
    (status = 'active' and deleted_at is null)
    or owner_id = (select auth.uid())
    or (select public.is_admin())
  );

create policy "vet_deals: partners insert their own" on public.vet_deals
  for insert to authenticated
  with check (owner_id = (select auth.uid())
              and ((select public.is_partner()) or (select public.is_admin())));
create policy "blog_posts: partners insert their own" on public.blog_posts
  for insert to authenticated
  with check (owner_id = (select auth.uid())
              and ((select public.is_partner()) or (select public.is_admin())));
create policy "unemployment_jobs: partners insert their own" on public.unemployment_jobs
  for insert to authenticated
  with check (owner_id = (select auth.uid())
              and ((select public.is_partner()) or (select public.is_admin())));

create policy "vet_deals: owners and admins update" on public.vet_deals
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "blog_posts: owners and admins update" on public.blog_posts
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "unemployment_jobs: owners and admins update" on public.unemployment_jobs
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy "vet_deals: admins delete" on public.vet_deals
  for delete to authenticated using ((select public.is_admin()));
create policy "blog_posts: admins delete" on public.blog_posts
  for delete to authenticated using ((select public.is_admin()));
create policy "unemployment_jobs: admins delete" on public.unemployment_jobs
  for delete to authenticated using ((select public.is_admin()));
