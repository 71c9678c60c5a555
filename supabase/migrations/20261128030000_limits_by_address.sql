-- Reports and error reports are limited by the client's network address as well as by the
-- device id the client chooses (issue 37, finding 6): rotating device ids sent 40 of 40 reports
-- in 2 s and filled the 5,000-a-day error-report cap in 14 s, so real reports were refused.
--
-- The address is the one the API gateway vouches for in PostgREST's `request.headers`:
-- `cf-connecting-ip` where the hosted edge sets it (and overwrites what a client sent), else the
-- last `x-forwarded-for` entry, which the nearest proxy appends (the local stack appends the
-- socket's address and drops a client's `cf-connecting-ip`). Calls with no address (SQL run by
-- the server itself) are not counted by address.
--
-- Only a keyed hash is kept, for two days, in a table no API role can read: the reports and
-- error reports themselves keep nothing about the address. Many people share an address (a
-- kiosk at a veteran centre, a library), so the limits are well above one device's.

create table public.address_limit_key (
  only_row boolean primary key default true check (only_row),
  key text not null
);
insert into public.address_limit_key (key)
values (gen_random_uuid()::text || gen_random_uuid()::text);

create table public.address_limit_hits (
  purpose text not null check (purpose in ('report', 'error_report')),
  address_hash text not null,
  created_at timestamptz not null default now()
);
create index address_limit_hits_idx
  on public.address_limit_hits (purpose, address_hash, created_at desc);
create index address_limit_hits_age_idx on public.address_limit_hits (created_at);

alter table public.address_limit_key enable row level security;
alter table public.address_limit_hits enable row level security;
revoke all on public.address_limit_key, public.address_limit_hits from public, anon, authenticated;

create or replace function public.request_address_hash() returns text
language sql stable security definer set search_path = '' as $$
  with sent as (
    select nullif(pg_catalog.current_setting('request.headers', true), '')::json as headers
  ), address as (
    select nullif(pg_catalog.btrim(coalesce(
             s.headers ->> 'cf-connecting-ip',
             pg_catalog.split_part(s.headers ->> 'x-forwarded-for', ',', -1))), '') as value
      from sent s
  )
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(k.key || '|' || a.value,
                                                                   'UTF8')), 'hex')
    from address a, public.address_limit_key k
   where a.value is not null
$$;

/** Counts one more `purpose` from the caller's address; over `most` within `per`, 429. */
create or replace function public.count_by_address(purpose text, most integer, per interval,
                                                   refusal text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text := public.request_address_hash();
begin
  if address is null then
    return;
  end if;
  -- One call per address at a time, so concurrent calls cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('address:' || purpose || ':' || address));
  -- Every address's old hits go, not only this one's: one that never comes back is kept no
  -- longer than two days either.
  delete from public.address_limit_hits h where h.created_at < now() - interval '2 days';
  if (select count(*) from public.address_limit_hits h
       where h.address_hash = address and h.purpose = count_by_address.purpose
         and h.created_at > now() - per) >= most then
    raise exception using errcode = 'PT429', message = refusal;
  end if;
  insert into public.address_limit_hits (purpose, address_hash)
  values (count_by_address.purpose, address);
end
$$;

revoke execute on function public.request_address_hash() from public, anon, authenticated;
revoke execute on function public.count_by_address(text, integer, interval, text)
  from public, anon, authenticated;

-- report_item() is the only way a report is written; a replay returns the open report and
-- inserts nothing, so it costs nothing here either.
create or replace function public.reports_count_by_address() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.count_by_address('report', 20, interval '1 hour',
    'Too many reports have come from your network this hour. Please try again later.');
  return new;
end
$$;
create trigger reports_count_by_address before insert on public.reports
  for each row execute function public.reports_count_by_address();

-- The outbox sends an error report by upsert on client_id: a resend of one already stored
-- changes nothing and is not counted again.
create or replace function public.error_reports_count_by_address() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.error_reports r where r.client_id = new.client_id) then
    perform public.count_by_address('error_report', 100, interval '1 day',
      'Too many error reports have come from your network today; try again tomorrow.');
  end if;
  return new;
end
$$;
create trigger error_reports_count_by_address before insert on public.error_reports
  for each row execute function public.error_reports_count_by_address();

revoke execute on function public.reports_count_by_address() from public, anon, authenticated;
revoke execute on function public.error_reports_count_by_address()
  from public, anon, authenticated;
