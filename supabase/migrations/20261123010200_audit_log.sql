-- Audit log (issue 13): every change an admin makes, who, what, which row, the fields touched
-- before and after, the reason and when. Append-only: no policy lets anyone insert, update or
-- delete, and triggers refuse UPDATE, DELETE and TRUNCATE even for the service role and the
-- table owner. Rows are written by audit_admin_change() below, a trigger on every table admins
-- act on, so a change made through a moderation function and one made with a plain update are
-- recorded alike. A moderation function names its action and reason in the transaction-local
-- settings vethub.audit_action / vethub.audit_reason; a plain update is logged as 'update'.

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- No foreign keys: removing a user or a row must not change the record of what was done.
  actor_id uuid not null,
  actor_email text,
  action text not null check (char_length(action) <= 60),
  table_name text not null,
  row_id text not null,
  before jsonb,
  after jsonb,
  reason text
);
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id, at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, at desc);
create index audit_log_action_idx on public.audit_log (action, at desc);

alter table public.audit_log enable row level security;
create policy "audit_log: admins read" on public.audit_log
  for select to authenticated using ((select public.is_admin()));
revoke insert, update, delete, truncate on public.audit_log from anon, authenticated, service_role;

create or replace function public.refuse_audit_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception using errcode = '42501', message = 'The audit log is append-only';
end
$$;
create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function public.refuse_audit_change();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.refuse_audit_change();

create or replace function public.audit_admin_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_row jsonb := case when tg_op = 'INSERT' then '{}'::jsonb else to_jsonb(old) end;
  new_row jsonb := case when tg_op = 'DELETE' then '{}'::jsonb else to_jsonb(new) end;
  before_fields jsonb := '{}'::jsonb;
  after_fields jsonb := '{}'::jsonb;
  key text;
begin
  if auth.uid() is null or not public.is_admin() then
    return null;
  end if;
  for key in select k from jsonb_object_keys(old_row || new_row) k loop
    -- Bookkeeping columns say nothing an admin decided.
    continue when key in ('updated_at', 'search');
    if (old_row -> key) is distinct from (new_row -> key) then
      if tg_op <> 'INSERT' then before_fields := before_fields || jsonb_build_object(key, old_row -> key); end if;
      if tg_op <> 'DELETE' then after_fields := after_fields || jsonb_build_object(key, new_row -> key); end if;
    end if;
  end loop;
  if before_fields = '{}'::jsonb and after_fields = '{}'::jsonb then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, before, after,
                                reason)
  values (
    auth.uid(),
    (select u.email from auth.users u where u.id = auth.uid()),
    coalesce(nullif(current_setting('vethub.audit_action', true), ''), lower(tg_op)),
    tg_table_name,
    coalesce(new_row ->> 'id', old_row ->> 'id'),
    nullif(before_fields, '{}'::jsonb),
    nullif(after_fields, '{}'::jsonb),
    nullif(current_setting('vethub.audit_reason', true), '')
  );
  return null;
end
$$;
revoke all on function public.audit_admin_change() from public, anon, authenticated;

do $$
declare
  tbl text;
begin
  foreach tbl in array array['services', 'vet_deals', 'blog_posts', 'unemployment_jobs',
                             'profiles', 'contact_messages', 'feedback',
                             'newsletter_subscribers'] loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I
         for each row execute function public.audit_admin_change()', tbl || '_audit', tbl);
  end loop;
end
$$;

-- Names the action and reason the audit trigger records for the rest of the transaction.
create or replace function public.set_audit_context(action text, reason text) returns void
language plpgsql set search_path = '' as $$
begin
  perform pg_catalog.set_config('vethub.audit_action', coalesce(action, ''), true);
  perform pg_catalog.set_config('vethub.audit_reason', coalesce(reason, ''), true);
end
$$;
revoke all on function public.set_audit_context(text, text) from public, anon, authenticated;
