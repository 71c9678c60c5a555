-- Helpers shared by the content tables: realtime change notifications, and the guard on
-- fields that only admins (or the service role) may set.

-- The contract with the embedded realtime server (supabase/local/realtime): one NOTIFY per row
-- change on channel 'realtime_changes'. Payloads near PostgreSQL's 8000-byte NOTIFY limit are
-- replaced by the primary key, and the server re-reads the row. On hosted Supabase nothing
-- listens on this channel and Realtime reads the WAL instead, so the trigger is harmless there.
create or replace function public.notify_realtime_change() returns trigger
language plpgsql set search_path = '' as $$
declare
  pk_columns text[];
  old_pk jsonb;
  new_pk jsonb;
  stamp text := to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"');
  payload text;
begin
  select array_agg(a.attname::text order by k.ord)
    into pk_columns
    from pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = tg_relid and i.indisprimary;

  if tg_op <> 'INSERT' then
    select jsonb_object_agg(e.key, e.value) into old_pk
      from jsonb_each(to_jsonb(old)) e where e.key = any (pk_columns);
  end if;
  if tg_op <> 'DELETE' then
    select jsonb_object_agg(e.key, e.value) into new_pk
      from jsonb_each(to_jsonb(new)) e where e.key = any (pk_columns);
  end if;

  payload := json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', stamp,
    'record', case when tg_op = 'DELETE' then null else row_to_json(new) end,
    'old_record', old_pk
  )::text;

  if octet_length(payload) > 7900 then
    payload := json_build_object(
      'schema', tg_table_schema,
      'table', tg_table_name,
      'type', tg_op,
      'commit_timestamp', stamp,
      'truncated', true,
      'pk', coalesce(new_pk, old_pk),
      'old_record', old_pk
    )::text;
  end if;

  perform pg_notify('realtime_changes', payload);
  return null;
end
$$;

-- Paid or moderated fields (sponsorship, featuring, ratings) are set by admins, the service
-- role (payments) or the seed; a partner's own insert or update may not set them.
create or replace function public.protect_moderated_fields() returns trigger
language plpgsql set search_path = '' as $$
declare
  field text;
  new_value jsonb;
  old_value jsonb;
begin
  if not public.is_client_role() or public.is_admin() then
    return new;
  end if;
  foreach field in array tg_argv loop
    new_value := to_jsonb(new) -> field;
    if tg_op = 'INSERT' then
      -- Only the column's default (false or null) may be inserted.
      if new_value is not null and new_value <> 'null'::jsonb and new_value <> 'false'::jsonb then
        raise exception using
          errcode = '42501',
          message = format('Only an admin can set %s', field);
      end if;
    else
      old_value := to_jsonb(old) -> field;
      if new_value is distinct from old_value then
        raise exception using
          errcode = '42501',
          message = format('Only an admin can change %s', field);
      end if;
    end if;
  end loop;
  return new;
end
$$;

-- Hosted Supabase publishes tables to Realtime through this publication; the embedded stack has
-- none and uses the NOTIFY trigger instead. Called by each realtime table's migration.
create or replace function public.add_to_realtime_publication(tbl regclass) returns void
language plpgsql set search_path = '' as $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_publication_rel r
       join pg_publication p on p.oid = r.prpubid
       where p.pubname = 'supabase_realtime' and r.prrelid = tbl
     )
     and not exists (select 1 from pg_publication where pubname = 'supabase_realtime' and puballtables)
  then
    execute format('alter publication supabase_realtime add table %s', tbl);
  end if;
end
$$;
revoke execute on function public.add_to_realtime_publication(regclass) from public, anon, authenticated;
