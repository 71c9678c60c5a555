-- Views and saves per listing, counted by the backend for the partner dashboard. Anyone may
-- record an event (a visitor viewing or bookmarking a listing needs no account); only the
-- listing's owner (or an admin) reads the counts. Counters, not an event log: nothing about the
-- visitor is stored.

create table public.item_event_counts (
  table_name text not null
    check (table_name in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs')),
  item_id bigint not null,
  views bigint not null default 0,
  saves bigint not null default 0,
  updated_at timestamptz not null default now(),
  primary key (table_name, item_id)
);
comment on table public.item_event_counts is
  'View and save counters per listing; written only through record_item_event().';

alter table public.item_event_counts enable row level security;
-- No policies: clients reach the table only through the two functions below.

create or replace function public.record_item_event(kind text, tbl text, id bigint)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  if kind not in ('view', 'save') then
    raise exception using errcode = '22023', message = 'kind must be view or save';
  end if;
  if tbl not in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs') then
    raise exception using errcode = '22023', message = 'unknown table';
  end if;
  insert into public.item_event_counts as c (table_name, item_id, views, saves)
  values (tbl, id, (kind = 'view')::int, (kind = 'save')::int)
  on conflict (table_name, item_id) do update set
    views = c.views + excluded.views,
    saves = c.saves + excluded.saves,
    updated_at = now();
end
$$;

-- The counts of the caller's own listings among the given ids (admins: any listing).
create or replace function public.item_event_counts_for(tbl text, ids bigint[])
returns table (item_id bigint, views bigint, saves bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  if tbl not in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs') then
    raise exception using errcode = '22023', message = 'unknown table';
  end if;
  return query execute format(
    'select c.item_id, c.views, c.saves from public.item_event_counts c
       join public.%I t on t.id = c.item_id
      where c.table_name = $1 and c.item_id = any($2)
        and (t.owner_id = auth.uid() or public.is_admin())', tbl)
  using tbl, ids;
end
$$;

revoke all on function public.record_item_event(text, text, bigint) from public;
revoke all on function public.item_event_counts_for(text, bigint[]) from public;
grant execute on function public.record_item_event(text, text, bigint) to anon, authenticated;
grant execute on function public.item_event_counts_for(text, bigint[]) to authenticated;
revoke all on public.item_event_counts from anon, authenticated;
