-- Profiles: one row per auth user, created by a trigger from the sign-up metadata.
-- account_type and the veteran verification are written only by the service role (or a
-- superuser migration/seed): admins included, nobody signs in and promotes themselves.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  full_name text check (char_length(full_name) <= 200),
  user_type text not null default 'public'
    check (user_type in ('veteran', 'partner', 'both', 'public')),
  account_type text not null default 'user' check (account_type in ('user', 'admin')),
  company_name text check (char_length(company_name) <= 200),
  phone text check (char_length(phone) <= 40),
  website text check (char_length(website) <= 500),
  verified_veteran boolean not null default false,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is
  'One row per auth user. account_type and verified_veteran/verified_at: service role only.';

-- Shared by every table with an updated_at column.
create or replace function public.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

-- Security definer so policies can ask "is the caller an admin / a partner" without the
-- profiles policies recursing into themselves.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p where p.id = auth.uid() and p.account_type = 'admin'
  )
$$;

create or replace function public.is_partner() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and p.user_type in ('partner', 'both')
  )
$$;

-- The registration form sends camelCase keys (firstName, companyName, accountType…) and the
-- app's metadata updates use snake_case (first_name, user_type…): accept both.
create or replace function public.metadata_text(meta jsonb, snake text, camel text)
returns text
language sql immutable set search_path = '' as $$
  select nullif(btrim(coalesce(meta ->> snake, meta ->> camel)), '')
$$;

-- user_type from the metadata; the registration form's accountType (default 'business') names
-- the same choice, a business being a partner. Anything else (e.g. 'admin') is ignored.
create or replace function public.metadata_user_type(meta jsonb) returns text
language sql immutable set search_path = '' as $$
  select case
    when lower(coalesce(meta ->> 'user_type', meta ->> 'userType'))
      in ('veteran', 'partner', 'both', 'public')
    then lower(coalesce(meta ->> 'user_type', meta ->> 'userType'))
    when lower(meta ->> 'accountType') in ('business', 'partner') then 'partner'
    when lower(meta ->> 'accountType') in ('veteran', 'both') then lower(meta ->> 'accountType')
  end
$$;

create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  first text := left(public.metadata_text(meta, 'first_name', 'firstName'), 100);
  last text := left(public.metadata_text(meta, 'last_name', 'lastName'), 100);
begin
  -- account_type is always 'user' at sign-up, whatever the metadata says.
  insert into public.profiles (id, first_name, last_name, full_name, user_type, company_name,
                               phone, website)
  values (
    new.id,
    first,
    last,
    left(coalesce(public.metadata_text(meta, 'full_name', 'fullName'),
                  nullif(concat_ws(' ', first, last), '')), 200),
    coalesce(public.metadata_user_type(meta), 'public'),
    left(public.metadata_text(meta, 'company_name', 'companyName'), 200),
    left(public.metadata_text(meta, 'phone', 'phone'), 40),
    left(public.metadata_text(meta, 'website', 'website'), 500)
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Metadata updates (supabase.auth.updateUser({ data })) keep the profile's names and user type
-- in step. Only these fields are copied: account_type or verification keys in the metadata are
-- ignored, so a user cannot promote themselves this way.
create or replace function public.handle_user_metadata_update() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  update public.profiles p set
    first_name = coalesce(left(public.metadata_text(meta, 'first_name', 'firstName'), 100),
                          p.first_name),
    last_name = coalesce(left(public.metadata_text(meta, 'last_name', 'lastName'), 100),
                         p.last_name),
    full_name = coalesce(left(public.metadata_text(meta, 'full_name', 'fullName'), 200),
                         p.full_name),
    user_type = coalesce(public.metadata_user_type(meta), p.user_type),
    company_name = coalesce(left(public.metadata_text(meta, 'company_name', 'companyName'), 200),
                            p.company_name),
    phone = coalesce(left(public.metadata_text(meta, 'phone', 'phone'), 40), p.phone),
    website = coalesce(left(public.metadata_text(meta, 'website', 'website'), 500), p.website)
  where p.id = new.id;
  return new;
end
$$;

create trigger on_auth_user_metadata_updated after update of raw_user_meta_data on auth.users
  for each row when (old.raw_user_meta_data is distinct from new.raw_user_meta_data)
  execute function public.handle_user_metadata_update();

-- True when the current database role is one a client request runs as (not the service role,
-- not the superuser that runs migrations and the seed).
create or replace function public.is_client_role() returns boolean
language sql stable set search_path = '' as $$
  select current_user in ('anon', 'authenticated')
$$;

create or replace function public.protect_profile_privileges() returns trigger
language plpgsql set search_path = '' as $$
begin
  if public.is_client_role() and (
    new.account_type is distinct from old.account_type
    or new.verified_veteran is distinct from old.verified_veteran
    or new.verified_at is distinct from old.verified_at
    or new.id is distinct from old.id
  ) then
    raise exception using
      errcode = '42501',
      message = 'Only the service role can change account_type or veteran verification';
  end if;
  return new;
end
$$;

create trigger profiles_protect_privileges before update on public.profiles
  for each row execute function public.protect_profile_privileges();

alter table public.profiles enable row level security;

create policy "profiles: read own, admins read all" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "profiles: update own, admins update any" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- No insert or delete policy: rows are created by the sign-up trigger and removed with the
-- auth user (on delete cascade).
