-- Reviews of services by verified veterans: a rating from 1 to 5 and optional words, one per
-- veteran per service, editable and deletable by the veteran; the service's owner may reply once.
-- The database keeps each service's review_count and its rating, and publishes a rating only
-- once a service has MIN_REVIEWS (3) reviews, so the featured list (the top 3 by rating, spec §9)
-- never rests on one person's opinion. Every refusal carries a message a person can act on.

alter table public.services add column review_count integer not null default 0;

-- Like protect_moderated_fields, for a column whose default is 0 rather than null or false.
create or replace function public.protect_review_count() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.is_client_role() or public.is_admin() then
    return new;
  end if;
  if (tg_op = 'INSERT' and new.review_count <> 0)
     or (tg_op = 'UPDATE' and new.review_count is distinct from old.review_count) then
    raise exception using errcode = '42501', message = 'Only the reviews change review_count';
  end if;
  return new;
end
$$;
create trigger services_protect_review_count
  before insert or update on public.services
  for each row execute function public.protect_review_count();

create table public.service_reviews (
  id bigint generated always as identity primary key,
  service_id bigint not null references public.services (id) on delete cascade,
  -- Null once the reviewer's account is deleted: the review stays, anonymised.
  reviewer_id uuid references auth.users (id) on delete set null,
  -- First name and initial, taken from the profile when the review is written.
  reviewer_name text not null default '',
  rating smallint not null,
  body text,
  owner_reply text,
  replied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (service_id, reviewer_id)
);
create index service_reviews_service on public.service_reviews (service_id, created_at desc);
comment on table public.service_reviews is
  'Verified veterans'' reviews of services; services.rating and review_count follow them.';

create or replace function public.check_service_review() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  me constant uuid := auth.uid();
  -- current_user is this function's owner here (security definer), so is_client_role() cannot
  -- tell; the request's own role can.
  client constant boolean := coalesce(auth.role(), '') in ('anon', 'authenticated');
  owner uuid;
  reviewer record;
begin
  if tg_op = 'INSERT' then
    if client then
      new.reviewer_id := me;
    end if;
    select s.owner_id into owner from public.services s
     where s.id = new.service_id and s.status = 'active' and s.deleted_at is null
       and not s.owner_suspended;
    if not found then
      raise exception using errcode = 'PT404', message = 'No live service with this id';
    end if;
    select p.first_name, p.last_name, p.verified_veteran into reviewer
      from public.profiles p where p.id = new.reviewer_id;
    if not coalesce(reviewer.verified_veteran, false) then
      raise exception using errcode = '42501',
        message = 'Only verified veterans can review a service. Verify your veteran status from your dashboard first.';
    end if;
    if owner = new.reviewer_id then
      raise exception using errcode = '42501', message = 'You cannot review your own service.';
    end if;
    if exists (select 1 from public.service_reviews r
                where r.service_id = new.service_id and r.reviewer_id = new.reviewer_id) then
      raise exception using errcode = '23505',
        message = 'You have already reviewed this service. Edit your review instead.';
    end if;
    new.reviewer_name := coalesce(
      nullif(concat_ws(' ', nullif(btrim(reviewer.first_name), ''),
        upper(left(nullif(btrim(reviewer.last_name), ''), 1)) || '.'), ''),
      'A verified veteran');
    new.owner_reply := null;
    new.replied_at := null;
    new.created_at := now();
  elsif client and not public.is_admin() then
    select s.owner_id into owner from public.services s where s.id = old.service_id;
    if new.service_id is distinct from old.service_id
       or new.reviewer_id is distinct from old.reviewer_id
       or new.reviewer_name is distinct from old.reviewer_name
       or new.created_at is distinct from old.created_at then
      raise exception using errcode = '42501', message = 'Only the rating, the words and the reply can change.';
    end if;
    if me = old.reviewer_id then
      if new.owner_reply is distinct from old.owner_reply
         or new.replied_at is distinct from old.replied_at then
        raise exception using errcode = '42501', message = 'Only the service''s owner can reply.';
      end if;
    elsif me = owner then
      if new.rating is distinct from old.rating or new.body is distinct from old.body then
        raise exception using errcode = '42501', message = 'Only the reviewer can change a review.';
      end if;
      if old.owner_reply is not null then
        raise exception using errcode = '42501', message = 'You have already replied to this review.';
      end if;
      new.replied_at := now();
    else
      raise exception using errcode = '42501', message = 'This review is not yours to change.';
    end if;
  end if;

  if new.rating is null or new.rating < 1 or new.rating > 5 then
    raise exception using errcode = '23514', message = 'Choose a rating from 1 to 5 stars.';
  end if;
  new.body := nullif(btrim(new.body), '');
  if char_length(new.body) > 1000 then
    raise exception using errcode = '23514', message = 'A review can be at most 1,000 characters.';
  end if;
  new.owner_reply := nullif(btrim(new.owner_reply), '');
  if char_length(new.owner_reply) > 1000 then
    raise exception using errcode = '23514', message = 'A reply can be at most 1,000 characters.';
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger service_reviews_check
  before insert or update on public.service_reviews
  for each row execute function public.check_service_review();

-- The service's count and published rating, recomputed from its reviews after every change.
create or replace function public.refresh_service_rating() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  sid bigint;
  n integer;
  mean numeric;
begin
  sid := case when tg_op = 'DELETE' then old.service_id else new.service_id end;
  select count(*), avg(r.rating) into n, mean from public.service_reviews r where r.service_id = sid;
  update public.services s set
    review_count = n,
    rating = case when n >= 3 then round(mean, 1) end
   where s.id = sid
     and (s.review_count is distinct from n
          or s.rating is distinct from case when n >= 3 then round(mean, 1) end);
  return null;
end
$$;

create trigger service_reviews_rating
  after insert or update of rating or delete on public.service_reviews
  for each row execute function public.refresh_service_rating();

revoke all on function public.check_service_review() from public, anon, authenticated;
revoke all on function public.refresh_service_rating() from public, anon, authenticated;

alter table public.service_reviews enable row level security;
revoke all on public.service_reviews from anon, authenticated;
grant select on public.service_reviews to anon, authenticated;
grant insert (service_id, rating, body) on public.service_reviews to authenticated;
grant update (rating, body, owner_reply) on public.service_reviews to authenticated;
grant delete on public.service_reviews to authenticated;

-- A review is visible where its service is (the services policy decides, as the caller).
create policy service_reviews_read on public.service_reviews for select
  using (exists (select 1 from public.services s where s.id = service_id));
create policy service_reviews_write on public.service_reviews for insert to authenticated
  with check (reviewer_id = auth.uid());
create policy service_reviews_change on public.service_reviews for update to authenticated
  using (
    reviewer_id = auth.uid()
    or public.is_admin()
    or exists (select 1 from public.services s where s.id = service_id and s.owner_id = auth.uid())
  );
create policy service_reviews_remove on public.service_reviews for delete to authenticated
  using (reviewer_id = auth.uid() or public.is_admin());
