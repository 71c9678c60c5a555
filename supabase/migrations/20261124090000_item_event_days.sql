-- Listing stats that are true: a view or a save counts once per device, per listing, per day,
-- decided here and not only in the browser. Devices send their events in batches (queued while
-- offline), each event carrying the day it happened. What is kept about a device is a hash of
-- its random id with the day, so one device's days cannot be linked to each other, and those
-- hashes go after eight days; the counts per listing and day stay for the dashboard.
-- The undeduplicated record_item_event() is dropped: it let anyone grow a counter at will.

create table public.item_event_days (
  table_name text not null
    check (table_name in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs')),
  item_id bigint not null,
  day date not null,
  views integer not null default 0,
  saves integer not null default 0,
  primary key (table_name, item_id, day)
);
comment on table public.item_event_days is
  'Views and saves per listing and day; written only through record_item_events().';

create table public.item_event_devices (
  table_name text not null,
  item_id bigint not null,
  kind text not null,
  day date not null,
  device_key text not null,
  primary key (table_name, item_id, kind, day, device_key)
);
create index item_event_devices_day on public.item_event_devices (day);
comment on table public.item_event_devices is
  'Which device (a hash of its id and the day) already counted for a listing that day.';

alter table public.item_event_days enable row level security;
alter table public.item_event_devices enable row level security;
-- No policies: clients reach both tables only through the functions below.
revoke all on public.item_event_days, public.item_event_devices from anon, authenticated;

-- The public half of each posted table's select policy.
create or replace function public.item_is_live(tbl text, item bigint)
returns boolean
language sql stable security definer set search_path = '' as $$
  select case tbl
    when 'services' then exists (
      select 1 from public.services t
       where t.id = item and t.status = 'active' and t.deleted_at is null
         and not t.owner_suspended)
    when 'vet_deals' then exists (
      select 1 from public.vet_deals t
       where t.id = item and t.status in ('active', 'permanent') and t.active
         and t.deleted_at is null and not t.owner_suspended)
    when 'blog_posts' then exists (
      select 1 from public.blog_posts t
       where t.id = item and t.status = 'published' and t.deleted_at is null
         and not t.owner_suspended)
    when 'unemployment_jobs' then exists (
      select 1 from public.unemployment_jobs t
       where t.id = item and t.status = 'active' and t.deleted_at is null
         and not t.owner_suspended)
  end
$$;
revoke all on function public.item_is_live(text, bigint) from public, anon, authenticated;

drop function public.record_item_event(text, text, bigint);

-- Answers {"counted": n, "repeated": n, "refused": [{"tbl", "id"}]}: refused are ids that are
-- not live listings and days outside the last week (the rest of the batch still counts). A
-- malformed batch is refused whole with the reason (400).
create or replace function public.record_item_events(device text, events jsonb)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  e jsonb;
  e_kind text;
  e_tbl text;
  e_id bigint;
  e_day date;
  hashed text;
  inserted integer;
  counted integer := 0;
  repeated integer := 0;
  refused jsonb := '[]'::jsonb;
begin
  if device is null or device !~ '^[A-Za-z0-9_-]{8,100}$' then
    raise exception using errcode = '22023',
      message = 'device must be 8 to 100 letters, digits, - or _';
  end if;
  if events is null or jsonb_typeof(events) <> 'array' then
    raise exception using errcode = '22023', message = 'events must be a list';
  end if;
  if jsonb_array_length(events) > 50 then
    raise exception using errcode = '22023', message = 'At most 50 events in one batch';
  end if;

  delete from public.item_event_devices d where d.day < current_date - 8;

  for e in select value from jsonb_array_elements(events) loop
    if jsonb_typeof(e) <> 'object' then
      raise exception using errcode = '22023', message = 'Each event has kind, tbl, id and day';
    end if;
    e_kind := e ->> 'kind';
    e_tbl := e ->> 'tbl';
    if e_kind is null or e_kind not in ('view', 'save') then
      raise exception using errcode = '22023', message = 'kind must be view or save';
    end if;
    if e_tbl is null
       or e_tbl not in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs') then
      raise exception using errcode = '22023', message = 'unknown table';
    end if;
    if jsonb_typeof(e -> 'id') is distinct from 'number' or (e ->> 'id') !~ '^[1-9][0-9]{0,17}$' then
      raise exception using errcode = '22023', message = 'id must be a positive whole number';
    end if;
    e_id := (e ->> 'id')::bigint;
    if (e ->> 'day') is null or (e ->> 'day') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
      raise exception using errcode = '22023', message = 'day must be a date, YYYY-MM-DD';
    end if;
    begin
      e_day := (e ->> 'day')::date;
    exception when others then
      raise exception using errcode = '22023', message = 'day must be a date, YYYY-MM-DD';
    end;

    -- A day ahead is allowed for devices whose clock or time zone runs ahead of the server's.
    if e_day < current_date - 7 or e_day > current_date + 1
       or not public.item_is_live(e_tbl, e_id) then
      refused := refused || jsonb_build_object('tbl', e_tbl, 'id', e_id);
      continue;
    end if;

    hashed := encode(sha256(convert_to(device || ':' || e_day::text, 'UTF8')), 'hex');
    insert into public.item_event_devices (table_name, item_id, kind, day, device_key)
    values (e_tbl, e_id, e_kind, e_day, hashed)
    on conflict do nothing;
    get diagnostics inserted = row_count;
    if inserted = 0 then
      repeated := repeated + 1;
      continue;
    end if;

    insert into public.item_event_days as d (table_name, item_id, day, views, saves)
    values (e_tbl, e_id, e_day, (e_kind = 'view')::int, (e_kind = 'save')::int)
    on conflict (table_name, item_id, day) do update set
      views = d.views + excluded.views,
      saves = d.saves + excluded.saves;
    insert into public.item_event_counts as c (table_name, item_id, views, saves)
    values (e_tbl, e_id, (e_kind = 'view')::int, (e_kind = 'save')::int)
    on conflict (table_name, item_id) do update set
      views = c.views + excluded.views,
      saves = c.saves + excluded.saves,
      updated_at = now();
    counted := counted + 1;
  end loop;

  return jsonb_build_object('counted', counted, 'repeated', repeated, 'refused', refused);
end
$$;

-- Views and saves per day of the caller's own listings among the given ids (admins: any), for
-- the last `days` days, today included.
create or replace function public.item_event_days_for(tbl text, ids bigint[], days integer)
returns table (item_id bigint, day date, views integer, saves integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  if tbl is null or tbl not in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs') then
    raise exception using errcode = '22023', message = 'unknown table';
  end if;
  if days is null or days < 1 or days > 90 then
    raise exception using errcode = '22023', message = 'days must be 1 to 90';
  end if;
  if cardinality(ids) > 500 then
    raise exception using errcode = '22023', message = 'At most 500 ids at once';
  end if;
  return query execute format(
    'select d.item_id, d.day, d.views, d.saves from public.item_event_days d
       join public.%I t on t.id = d.item_id
      where d.table_name = $1 and d.item_id = any($2) and d.day > current_date - $3
        and (t.owner_id = auth.uid() or public.is_admin())
      order by d.item_id, d.day', tbl)
  using tbl, ids, days;
end
$$;

-- Revoked from anon and authenticated too: the schema's default privileges grant them every
-- new function.
revoke all on function public.record_item_events(text, jsonb) from public, anon, authenticated;
revoke all on function public.item_event_days_for(text, bigint[], integer)
  from public, anon, authenticated;
grant execute on function public.record_item_events(text, jsonb) to anon, authenticated;
grant execute on function public.item_event_days_for(text, bigint[], integer) to authenticated;
