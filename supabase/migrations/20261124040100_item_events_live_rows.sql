-- Views and saves count only for listings the public can see: an id that does not exist, or a
-- row that is pending, taken down, switched off or deleted, is refused (404, through PostgREST's PT404 code) instead of growing
-- a counter nobody can read. The rule is the public half of each table's select policy.

create or replace function public.record_item_event(kind text, tbl text, id bigint)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  item constant bigint := record_item_event.id;
  live boolean;
begin
  if kind not in ('view', 'save') then
    raise exception using errcode = '22023', message = 'kind must be view or save';
  end if;
  live := case tbl
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
  end;
  if live is null then
    raise exception using errcode = '22023', message = 'unknown table';
  end if;
  if not live then
    raise exception using errcode = 'PT404', message = 'No live listing with this id';
  end if;
  insert into public.item_event_counts as c (table_name, item_id, views, saves)
  values (tbl, item, (kind = 'view')::int, (kind = 'save')::int)
  on conflict (table_name, item_id) do update set
    views = c.views + excluded.views,
    saves = c.saves + excluded.saves,
    updated_at = now();
end
$$;
