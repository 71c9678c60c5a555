-- Moderation state on the four content tables (issue 13).
--
-- status gains 'rejected' (final, with a reason) and 'changes_requested' (back to the partner
-- with a note; the owner's next edit puts it back in the queue as 'pending'). review_note holds
-- the reason or note the owner sees on the business dashboard; reviewed_by/at say who decided
-- and when, which is what a second admin is told when they act on an item already decided.
-- owner_suspended mirrors the owner's partner suspension on every row, so a suspension leaves
-- rows in place but out of public view, and realtime tells open lists at once.
--
-- Only admins (through the moderation functions), the service role and the seed change status,
-- review fields or clear deleted_at. An owner may still remove their own listing (set deleted_at
-- once) but can never bring back one that was taken down.

alter table public.services drop constraint services_status_check;
alter table public.services add constraint services_status_check
  check (status in ('active', 'pending', 'inactive', 'rejected', 'changes_requested'));
alter table public.vet_deals drop constraint vet_deals_status_check;
alter table public.vet_deals add constraint vet_deals_status_check
  check (status in ('active', 'permanent', 'pending', 'inactive', 'rejected', 'changes_requested'));
alter table public.blog_posts drop constraint blog_posts_status_check;
alter table public.blog_posts add constraint blog_posts_status_check
  check (status in ('published', 'draft', 'pending', 'rejected', 'changes_requested'));
alter table public.unemployment_jobs drop constraint unemployment_jobs_status_check;
alter table public.unemployment_jobs add constraint unemployment_jobs_status_check
  check (status in ('active', 'pending', 'closed', 'inactive', 'rejected', 'changes_requested'));

do $$
declare
  tbl text;
begin
  foreach tbl in array array['services', 'vet_deals', 'blog_posts', 'unemployment_jobs'] loop
    execute format(
      'alter table public.%I
         add column review_note text check (char_length(review_note) <= 2000),
         add column reviewed_by uuid references public.profiles (id) on delete set null,
         add column reviewed_at timestamptz,
         add column owner_suspended boolean not null default false', tbl);
    execute format(
      'create trigger %I before insert or update on public.%I for each row execute function
         public.protect_moderated_fields(''review_note'', ''reviewed_by'', ''reviewed_at'',
                                         ''owner_suspended'')',
      tbl || '_protect_review', tbl);
    -- The review queue reads pending rows oldest first.
    execute format('create index %I on public.%I (updated_at) where status = ''pending''',
                   tbl || '_pending_idx', tbl);
  end loop;
end
$$;

-- Who decides a submission's status (replaces 20260301001100). On insert: a deal of an approved
-- partner is live at once (spec §2 "is now live"); an unreviewed partner's deal, and every
-- service, job and article, waits as 'pending'. On an owner's update: the status stays what
-- review made it, except that editing an item sent back for changes returns it to the queue.
create or replace function public.set_submission_status() returns trigger
language plpgsql set search_path = '' as $$
declare
  review text;
begin
  if not public.is_client_role() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    review := public.my_partner_status();
    if review = 'suspended' then
      raise exception using errcode = '42501',
        message = 'Your partner account is suspended, so it cannot post. Contact us to ask why.';
    end if;
    new.deleted_at := null;
    if tg_table_name = 'vet_deals' then
      new.status := case when review = 'approved' then 'active' else 'pending' end;
      new.active := true;
    elsif tg_table_name = 'blog_posts' then
      new.status := 'pending';
      new.published_at := null;
    else
      new.status := 'pending';
    end if;
    return new;
  end if;

  if old.deleted_at is not null and new.deleted_at is distinct from old.deleted_at then
    raise exception using errcode = '42501',
      message = 'Only an admin can restore a removed listing';
  end if;
  if old.status = 'changes_requested' and new.deleted_at is null then
    new.status := 'pending';
  else
    new.status := old.status;
  end if;
  if tg_table_name = 'vet_deals' then
    new.active := old.active;
  elsif tg_table_name = 'blog_posts' then
    new.published_at := old.published_at;
  end if;
  return new;
end
$$;

-- Public visibility now also leaves out a suspended partner's rows.
drop policy "services: active for all, own and admin any" on public.services;
create policy "services: active for all, own and admin any" on public.services
  for select to anon, authenticated
  using (
    (status = 'active' and deleted_at is null and not owner_suspended)
    or owner_id = (select auth.uid())
    or (select public.is_admin())
  );
drop policy "vet_deals: live for all, own and admin any" on public.vet_deals;
create policy "vet_deals: live for all, own and admin any" on public.vet_deals
  for select to anon, authenticated
  using (
    (status in ('active', 'permanent') and active and deleted_at is null and not owner_suspended)
    or owner_id = (select auth.uid())
    or (select public.is_admin())
  );
drop policy "blog_posts: published for all, own and admin any" on public.blog_posts;
create policy "blog_posts: published for all, own and admin any" on public.blog_posts
  for select to anon, authenticated
  using (
    (status = 'published' and deleted_at is null and not owner_suspended)
    or owner_id = (select auth.uid())
    or (select public.is_admin())
  );
drop policy "unemployment_jobs: active for all, own and admin any" on public.unemployment_jobs;
create policy "unemployment_jobs: active for all, own and admin any" on public.unemployment_jobs
  for select to anon, authenticated
  using (
    (status = 'active' and deleted_at is null and not owner_suspended)
    or owner_id = (select auth.uid())
    or (select public.is_admin())
  );

-- The security definer readers apply the same visibility rule as the select policies, so they
-- too leave out a suspended partner's rows (bodies as in 20260301000700 and 20260301001000).
create or replace function public.service_provider(p_id bigint) returns json
language plpgsql stable security definer set search_path = '' as $$
declare
  result json;
begin
  select json_build_object(
      'id', s.id,
      'slug', s.slug,
      'name', s.name,
      'title', s.title,
      'excerpt', s.excerpt,
      'content', s.content,
      'status', s.status,
      'sponsored', s.sponsored,
      'category', s.category,
      'services', s.services,
      'credentials', s.credentials,
      'type', s.type,
      'is_home', s.is_home,
      'rating', s.rating,
      'website', s.website,
      'phone', s.phone,
      'email', s.email,
      'address', s.address,
      'city', s.city,
      'state', s.state,
      'zipcode', s.zipcode,
      'updated_at', s.updated_at,
      'provider', case when p.id is null then null else json_build_object(
        'company_name', p.company_name,
        'website', p.website,
        'user_type', p.user_type
      ) end
    )
    into result
    from public.services s
    left join public.profiles p
      on p.id = s.owner_id and p.user_type in ('partner', 'both')
   where s.id = p_id
     and ((s.status = 'active' and s.deleted_at is null and not s.owner_suspended)
          or s.owner_id = auth.uid()
          or public.is_admin());

  if result is null then
    raise exception using errcode = 'P0002', message = 'Listing not found',
      detail = format('No visible service with id %s', p_id);
  end if;
  return result;
end
$$;

create or replace function public.search_services(p_query text) returns setof public.services
language sql stable security definer set search_path = '' as $$
  select s.*
    from public.services s
   where s.search @@ websearch_to_tsquery('english', p_query)
     and ((s.status = 'active' and s.deleted_at is null and not s.owner_suspended)
          or s.owner_id = auth.uid()
          or public.is_admin())
$$;

-- The code of one deal, for: its owner and admins (any status); for a live deal, anyone when the
-- deal is open to all, verified veterans only when it is verified_only. Errors carry PostgREST
-- custom codes (PT4xx) so the client gets a 4xx with the message.
create or replace function public.vet_deal_code(p_deal_id bigint) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  deal public.vet_deals;
  privileged boolean;
  stored text;
begin
  select * into deal from public.vet_deals d where d.id = p_deal_id;
  -- coalesce: for a visitor auth.uid() is null, and null must not count as "not privileged" = null.
  privileged := found and coalesce(deal.owner_id = auth.uid() or public.is_admin(), false);
  if not found or not (privileged or (deal.status in ('active', 'permanent') and deal.active
                                      and deal.deleted_at is null
                                      and not deal.owner_suspended)) then
    raise exception using errcode = 'PT404', message = 'Deal not found',
      detail = format('No visible deal with id %s', p_deal_id);
  end if;
  if not privileged and deal.verified_only then
    if auth.uid() is null then
      raise exception using errcode = 'PT401',
        message = 'Sign in as a verified veteran to see this code';
    end if;
    if not exists (select 1 from public.profiles p
                    where p.id = auth.uid() and p.verified_veteran) then
      raise exception using errcode = 'PT403',
        message = 'This code is for verified veterans only. Verify your veteran status to see it.';
    end if;
  end if;
  select c.code into stored from public.vet_deal_codes c where c.deal_id = p_deal_id;
  return stored;
end
$$;

revoke all on function public.vet_deal_code(bigint) from public;
grant execute on function public.vet_deal_code(bigint) to anon, authenticated;
