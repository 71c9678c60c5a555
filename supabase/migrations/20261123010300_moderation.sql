-- Moderation (issue 13): security definer functions for admins, the mail they send, and the
-- helpers they share. Every function checks the caller is an admin itself (the UI is never the
-- guard), locks the row it decides on, and refuses with 409 and who decided what when another
-- admin got there first; the audit trigger records each change.

-- Mail waiting for the admin-reply edge function, which sends it (SMTP in production, the local
-- stack's mailbox here) and stamps sent_at. Written in the same transaction as the decision, so
-- a decision is never without its mail. No policies: the service role alone reads it.
create table public.outgoing_mail (
  id bigint generated always as identity primary key,
  to_email text not null check (char_length(to_email) <= 320),
  subject text not null check (char_length(subject) <= 300),
  body text not null check (char_length(body) <= 20000),
  -- A client's id for the request that queued it: a replayed request queues nothing.
  request_id uuid unique,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text check (char_length(last_error) <= 1000)
);
create index outgoing_mail_unsent_idx on public.outgoing_mail (created_at) where sent_at is null;
alter table public.outgoing_mail enable row level security;
revoke all on public.outgoing_mail from anon, authenticated;

create or replace function public.require_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception using errcode = '42501', message = 'Sign in as an admin to do this';
  end if;
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin can do this';
  end if;
end
$$;

-- A reason or note: required, trimmed, at most 2000 characters.
create or replace function public.required_text(value text, what text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  trimmed text := btrim(coalesce(value, ''));
begin
  if trimmed = '' then
    raise exception using errcode = '22023', message = format('%s is required', what);
  end if;
  if char_length(trimmed) > 2000 then
    raise exception using errcode = '22023',
      message = format('%s must be at most 2000 characters', what);
  end if;
  return trimmed;
end
$$;

create or replace function public.person_name(person uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce(nullif(p.full_name, ''), u.email, 'an admin')
    from auth.users u left join public.profiles p on p.id = u.id
   where u.id = person
$$;

create or replace function public.content_table(tbl text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  if tbl is null or tbl not in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs') then
    raise exception using errcode = '22023',
      message = 'tbl must be services, vet_deals, blog_posts or unemployment_jobs';
  end if;
  return tbl;
end
$$;

-- What a row's state means to a person ("approved", "taken down"…).
create or replace function public.moderation_state(item jsonb) returns text
language sql immutable set search_path = '' as $$
  select case
    when item ->> 'deleted_at' is not null then 'taken down'
    when item ->> 'status' in ('active', 'published', 'permanent') then 'approved'
    when item ->> 'status' = 'rejected' then 'rejected'
    when item ->> 'status' = 'changes_requested' then 'sent back for changes'
    when item ->> 'status' = 'pending' then 'waiting for review'
    else 'set to ' || (item ->> 'status')
  end
$$;

-- 409 for an action on an item that is no longer in the state it needs.
create or replace function public.raise_already_decided(item jsonb) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  state text := public.moderation_state(item);
begin
  if item ->> 'reviewed_by' is null then
    raise exception using errcode = 'PT409',
      message = format('This item is %s, so there is nothing to do', state),
      detail = json_build_object('state', state)::text;
  end if;
  raise exception using errcode = 'PT409',
    message = format('Already %s by %s on %s UTC', state,
                     public.person_name((item ->> 'reviewed_by')::uuid),
                     to_char((item ->> 'reviewed_at')::timestamptz at time zone 'utc',
                             'YYYY-MM-DD HH24:MI')),
    detail = json_build_object('state', state, 'decided_by',
                               public.person_name((item ->> 'reviewed_by')::uuid),
                               'decided_at', item ->> 'reviewed_at')::text;
end
$$;

create or replace function public.queue_mail(to_email text, subject text, body text,
                                             request_id uuid default null)
returns void
language sql security definer set search_path = '' as $$
  insert into public.outgoing_mail (to_email, subject, body, request_id)
  select to_email, left(subject, 300), left(body, 20000), request_id
   where to_email is not null
  on conflict (request_id) do nothing
$$;

-- The owner hears about a rejection, a change request or a take-down by mail; the same note is
-- on their business dashboard.
create or replace function public.mail_owner(tbl text, item jsonb, action text, note text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  kind text := case tbl when 'services' then 'service' when 'vet_deals' then 'VetDeal'
                        when 'blog_posts' then 'article' else 'job' end;
  title text := coalesce(item ->> 'title', item ->> 'name');
  headline text := case action
    when 'reject' then format('Your %s "%s" was not approved', kind, title)
    when 'request_changes' then format('Changes requested for your %s "%s"', kind, title)
    else format('Your %s "%s" was taken down', kind, title) end;
  what text := case action
    when 'reject' then 'reviewed it and did not approve it.'
    when 'request_changes' then 'reviewed it and asks for changes. Edit it from your business '
                                || 'dashboard and it goes back into review.'
    else 'took it down, so it is no longer shown on VetHub.' end;
begin
  perform public.queue_mail(
    (select u.email from auth.users u where u.id = (item ->> 'owner_id')::uuid),
    headline,
    format(E'Hello,\n\nA VetHub moderator looked at your %s "%s" and %s\n\n%s: %s\n\n'
           || 'Sign in to VetHub and open your business dashboard (/dashboard/business) to see it.'
           || E'\n\nThe VetHub team', kind, title, what,
           case action when 'request_changes' then 'What to change' else 'Reason' end, note));
end
$$;

create or replace function public.moderate(tbl text, item_id bigint, action text,
                                           reason text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  item jsonb;
  note text;
  live text := case tbl when 'blog_posts' then 'published' else 'active' end;
  deleted boolean;
  result jsonb;
begin
  perform public.require_admin();
  perform public.content_table(tbl);
  if action is null or action not in ('approve', 'reject', 'request_changes', 'take_down',
                                      'restore') then
    raise exception using errcode = '22023',
      message = 'action must be approve, reject, request_changes, take_down or restore';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', tbl)
    into item using item_id;
  if item is null then
    raise exception using errcode = 'PT404', message = 'Item not found';
  end if;
  deleted := item ->> 'deleted_at' is not null;
  if (action in ('approve', 'reject') and (item ->> 'status' <> 'pending' or deleted))
     or (action = 'request_changes'
         and (item ->> 'status' not in ('pending', live, 'permanent') or deleted))
     or (action = 'take_down' and deleted)
     or (action = 'restore' and not deleted) then
    perform public.raise_already_decided(item);
  end if;
  if action in ('reject', 'take_down') then
    note := public.required_text(reason, 'A reason');
  elsif action = 'request_changes' then
    note := public.required_text(reason, 'A note saying what to change');
  end if;

  perform public.set_audit_context(action, note);
  if action in ('approve', 'reject', 'request_changes') then
    execute format(
      'update public.%I set status = $2, review_note = $3, reviewed_by = auth.uid(),
              reviewed_at = now() %s
        where id = $1 returning to_jsonb(%I.*)',
      tbl, case when tbl = 'vet_deals' and action = 'approve' then ', active = true' else '' end,
      tbl)
      into result
      using item_id,
            case action when 'approve' then live when 'reject' then 'rejected'
                        else 'changes_requested' end,
            note;
  else
    execute format(
      'update public.%I set deleted_at = $2, review_note = $3, reviewed_by = auth.uid(),
              reviewed_at = now()
        where id = $1 returning to_jsonb(%I.*)', tbl, tbl)
      into result
      using item_id, case when action = 'take_down' then now() end, note;
  end if;
  perform public.set_audit_context(null, null);

  if action in ('reject', 'request_changes', 'take_down') then
    perform public.mail_owner(tbl, item, action, note);
  end if;
  return jsonb_build_object('table', tbl, 'id', item_id, 'status', result ->> 'status',
                            'deleted_at', result -> 'deleted_at',
                            'review_note', result -> 'review_note',
                            'reviewed_at', result -> 'reviewed_at');
end
$$;

-- Partner review: approve (their waiting deals go live at once), suspend (every listing leaves
-- public view, nothing is deleted; reason required) and restore a suspended partner.
create or replace function public.review_partner(user_id uuid, decision text,
                                                 reason text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  person public.profiles;
  note text;
  last_review record;
  released integer := 0;
  tbl text;
begin
  perform public.require_admin();
  if decision is null or decision not in ('approve', 'suspend', 'restore') then
    raise exception using errcode = '22023', message = 'decision must be approve, suspend or restore';
  end if;
  select * into person from public.profiles p where p.id = user_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such user';
  end if;
  if (decision = 'approve' and person.partner_status <> 'unreviewed')
     or (decision = 'suspend' and person.partner_status = 'suspended')
     or (decision = 'restore' and person.partner_status <> 'suspended') then
    select a.actor_email, a.at into last_review from public.audit_log a
     where a.table_name = 'profiles' and a.row_id = user_id::text
       and a.action in ('approve_partner', 'suspend_partner', 'restore_partner')
     order by a.at desc, a.id desc limit 1;
    raise exception using errcode = 'PT409',
      message = format('This partner is already %s%s', person.partner_status,
                       case when last_review.at is null then ''
                            else format(' (by %s on %s UTC)', last_review.actor_email,
                                        to_char(last_review.at at time zone 'utc',
                                                'YYYY-MM-DD HH24:MI')) end),
      detail = json_build_object('partner_status', person.partner_status)::text;
  end if;
  if decision = 'approve' and person.user_type not in ('partner', 'both') then
    raise exception using errcode = '22023', message = 'This user is not a partner';
  end if;
  if decision = 'suspend' then
    note := public.required_text(reason, 'A reason');
  else
    note := nullif(btrim(coalesce(reason, '')), '');
  end if;

  perform public.set_audit_context(decision || '_partner', note);
  update public.profiles p
     set partner_status = case decision when 'suspend' then 'suspended' else 'approved' end,
         partner_reviewed_at = now()
   where p.id = user_id;
  if decision = 'approve' then
    -- The deals that waited only for this review (never decided by a moderator) go live.
    update public.vet_deals d set status = 'active', active = true
     where d.owner_id = user_id and d.status = 'pending' and d.reviewed_at is null
       and d.deleted_at is null;
    get diagnostics released = row_count;
  else
    foreach tbl in array array['services', 'vet_deals', 'blog_posts', 'unemployment_jobs'] loop
      execute format('update public.%I set owner_suspended = $2
                       where owner_id = $1 and owner_suspended <> $2', tbl)
        using user_id, decision = 'suspend';
    end loop;
  end if;
  perform public.set_audit_context(null, null);
  return jsonb_build_object(
    'user_id', user_id,
    'partner_status', case decision when 'suspend' then 'suspended' else 'approved' end,
    'deals_released', released);
end
$$;

-- People search for the console: read-only facts, verification included (the identity
-- provider's call, never an admin's edit).
create or replace function public.admin_people(search text)
returns table (
  id uuid, email text, full_name text, company_name text, website text, phone text,
  user_type text, account_type text, partner_status text, verified_veteran boolean,
  created_at timestamptz, listings bigint
)
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text;
begin
  perform public.require_admin();
  if search is null or char_length(btrim(search)) < 2 or char_length(search) > 200 then
    raise exception using errcode = '22023',
      message = 'Type at least 2 characters (at most 200) of an email or name';
  end if;
  pattern := '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_')
             || '%';
  return query
    select p.id, u.email::text, p.full_name, p.company_name, p.website, p.phone, p.user_type,
           p.account_type, p.partner_status, p.verified_veteran, p.created_at,
           (select count(*) from public.services s where s.owner_id = p.id)
           + (select count(*) from public.vet_deals d where d.owner_id = p.id)
           + (select count(*) from public.blog_posts b where b.owner_id = p.id)
           + (select count(*) from public.unemployment_jobs j where j.owner_id = p.id)
      from public.profiles p join auth.users u on u.id = p.id
     where u.email ilike pattern or p.full_name ilike pattern or p.company_name ilike pattern
     order by u.email
     limit 50;
end
$$;

-- Partners waiting for review, oldest first.
create or replace function public.admin_partner_queue()
returns table (
  id uuid, email text, full_name text, company_name text, website text, phone text,
  user_type text, partner_status text, created_at timestamptz, pending_deals bigint
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.require_admin();
  return query
    select p.id, u.email::text, p.full_name, p.company_name, p.website, p.phone, p.user_type,
           p.partner_status, p.created_at,
           (select count(*) from public.vet_deals d
             where d.owner_id = p.id and d.status = 'pending' and d.deleted_at is null)
      from public.profiles p join auth.users u on u.id = p.id
     where p.user_type in ('partner', 'both') and p.partner_status = 'unreviewed'
     order by p.created_at, p.id
     limit 200;
end
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'require_admin()', 'required_text(text, text)', 'person_name(uuid)',
    'raise_already_decided(jsonb)', 'queue_mail(text, text, text, uuid)',
    'mail_owner(text, jsonb, text, text)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', fn);
  end loop;
  foreach fn in array array[
    'moderate(text, bigint, text, text)', 'review_partner(uuid, text, text)',
    'admin_people(text)', 'admin_partner_queue()'
  ] loop
    execute format('revoke all on function public.%s from public, anon', fn);
    execute format('grant execute on function public.%s to authenticated', fn);
  end loop;
end
$$;
