-- What broke on a visitor's device: the app records an error (route error element, top-level
-- error boundary, a part that could not be loaded) and sends it through its outbox, the same
-- upsert on client_id as every other write. Anyone may send one; only admins read them.
--
-- No personal data: the app strips addresses, tokens and query strings before it queues a
-- report, and the trigger below does it again, so a forged request cannot store them either.
-- No user id is kept. device_id is a random id the device makes for itself, used only for the
-- daily limit.

create table public.error_reports (
  id bigint generated always as identity primary key,
  client_id uuid not null unique,
  -- The short reference shown to the visitor, e.g. "K7QD-2M4X", to quote to support.
  reference text not null check (reference ~ '^[0-9A-Z]{4}-[0-9A-Z]{4}$'),
  device_id uuid not null,
  kind text not null check (kind in ('route', 'render', 'chunk')),
  message text not null check (char_length(message) between 1 and 1000),
  stack text check (char_length(stack) <= 8000),
  route text not null check (char_length(route) between 1 and 500),
  build_id text not null check (char_length(build_id) between 1 and 100),
  online boolean not null,
  occurred_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index error_reports_device_idx on public.error_reports (device_id, created_at desc);
create index error_reports_created_idx on public.error_reports (created_at desc);

alter table public.error_reports enable row level security;

-- Senders write only the report's own fields: id and created_at are the server's.
revoke insert, update, delete on public.error_reports from anon, authenticated;
grant insert (client_id, reference, device_id, kind, message, stack, route, build_id, online,
  occurred_at) on public.error_reports to anon, authenticated;

/** The server's side of "at most 20 a day per device", plus a bound on all devices together. */
create or replace function public.error_reports_check() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  email_pattern constant text := '[^[:space:]@/]+@[^[:space:]@/]+\.[^[:space:]@/]+';
begin
  new.created_at := now();
  -- A clock far off, or a forged time, is kept to the day the server received it.
  if new.occurred_at > now() + interval '1 day' or new.occurred_at < now() - interval '30 days'
  then
    new.occurred_at := now();
  end if;
  new.route := pg_catalog.split_part(pg_catalog.split_part(new.route, '?', 1), '#', 1);
  new.message := pg_catalog.regexp_replace(new.message, email_pattern, '[email]', 'g');
  new.stack := pg_catalog.regexp_replace(new.stack, email_pattern, '[email]', 'g');
  new.route := pg_catalog.regexp_replace(new.route, email_pattern, '[email]', 'g');
  if (select count(*) from public.error_reports r
       where r.device_id = new.device_id and r.created_at > now() - interval '1 day') >= 20 then
    raise exception 'At most 20 error reports a day from one device.' using errcode = 'PT429';
  end if;
  if (select count(*) from public.error_reports r
       where r.created_at > now() - interval '1 day') >= 5000 then
    raise exception 'Too many error reports today; try again tomorrow.' using errcode = 'PT429';
  end if;
  perform pg_catalog.set_config('vethub.row_in_flight', new.client_id::text, true);
  return new;
end
$$;

create trigger error_reports_check before insert on public.error_reports
  for each row execute function public.error_reports_check();

create policy "error_reports: anyone may send one" on public.error_reports
  for insert to anon, authenticated with check (true);
-- The outbox's upsert needs the new row to pass a SELECT policy (see 20260301000800).
create policy "error_reports: the sender sees the row being sent" on public.error_reports
  for select to anon, authenticated using (public.is_row_in_flight(client_id));
create policy "error_reports: admins read all" on public.error_reports
  for select to authenticated using ((select public.is_admin()));
create policy "error_reports: admins delete" on public.error_reports
  for delete to authenticated using ((select public.is_admin()));
grant delete on public.error_reports to authenticated;
