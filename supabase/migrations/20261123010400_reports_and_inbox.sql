-- Reports and the inbox (issue 13).
--
-- Any visitor may report a live listing or article through report_item(): a reason from a short
-- list and optional text. At most 5 reports per device per hour and 5 per signed-in user per
-- hour, counted here, never in the UI. A repeat of the same device's open report on the same
-- item returns that report instead of a new one (a replay adds nothing). Admins read reports
-- and resolve them with resolve_report(): dismiss, take the item down, or ask for changes.

create table public.reports (
  id bigint generated always as identity primary key,
  table_name text not null
    check (table_name in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs')),
  item_id bigint not null,
  reason text not null
    check (reason in ('scam', 'offensive', 'wrong_information', 'spam', 'expired', 'other')),
  details text check (char_length(details) <= 1000),
  reporter_id uuid references public.profiles (id) on delete set null,
  device_id text not null check (device_id ~ '^[A-Za-z0-9_-]{8,100}$'),
  status text not null default 'open'
    check (status in ('open', 'dismissed', 'taken_down', 'changes_requested')),
  resolved_by uuid references public.profiles (id) on delete set null,
  resolved_at timestamptz,
  resolution_note text check (char_length(resolution_note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reports_open_idx on public.reports (created_at) where status = 'open';
create index reports_item_idx on public.reports (table_name, item_id, status);
create index reports_device_idx on public.reports (device_id, created_at desc);
create index reports_reporter_idx on public.reports (reporter_id, created_at desc);

create trigger reports_set_updated_at before update on public.reports
  for each row execute function public.set_updated_at();
create trigger reports_audit after insert or update or delete on public.reports
  for each row execute function public.audit_admin_change();
-- Live updates of the admins' queue (realtime applies the select policy per subscriber).
create trigger reports_realtime after insert or update or delete on public.reports
  for each row execute function public.notify_realtime_change();
select public.add_to_realtime_publication('public.reports');

alter table public.reports enable row level security;
create policy "reports: admins read" on public.reports
  for select to authenticated using ((select public.is_admin()));
-- Written only through report_item() and resolve_report().
revoke insert, update, delete, truncate on public.reports from anon, authenticated;

create or replace function public.report_item(tbl text, item_id bigint, reason text,
                                              details text default null,
                                              device_id text default null)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  live_rule text := case tbl
    when 'vet_deals' then 't.status in (''active'', ''permanent'') and t.active'
    when 'blog_posts' then 't.status = ''published'''
    else 't.status = ''active''' end;
  visible boolean;
  existing bigint;
  created bigint;
  text_details text := nullif(btrim(coalesce(details, '')), '');
begin
  perform public.content_table(tbl);
  if reason is null or reason not in ('scam', 'offensive', 'wrong_information', 'spam',
                                      'expired', 'other') then
    raise exception using errcode = '22023',
      message = 'Choose a reason: scam, offensive, wrong_information, spam, expired or other';
  end if;
  if char_length(text_details) > 1000 then
    raise exception using errcode = '22023',
      message = 'Details must be at most 1000 characters';
  end if;
  if device_id is null or device_id !~ '^[A-Za-z0-9_-]{8,100}$' then
    raise exception using errcode = '22023',
      message = 'device_id must be 8 to 100 letters, digits, - or _';
  end if;
  execute format('select exists (select 1 from public.%I t where t.id = $1 and %s
                    and t.deleted_at is null and not t.owner_suspended)', tbl, live_rule)
    into visible using item_id;
  if not visible then
    raise exception using errcode = 'PT404', message = 'Listing not found';
  end if;

  -- One device (and one user) at a time, so concurrent reports cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('report:' || device_id));
  if auth.uid() is not null then
    perform pg_advisory_xact_lock(hashtext('report:' || auth.uid()::text));
  end if;
  select r.id into existing from public.reports r
   where r.device_id = report_item.device_id and r.table_name = tbl
     and r.item_id = report_item.item_id and r.status = 'open'
   limit 1;
  if existing is not null then
    return existing;
  end if;
  if (select count(*) from public.reports r
       where r.device_id = report_item.device_id
         and r.created_at > now() - interval '1 hour') >= 5
     or (auth.uid() is not null
         and (select count(*) from public.reports r
               where r.reporter_id = auth.uid()
                 and r.created_at > now() - interval '1 hour') >= 5) then
    raise exception using errcode = 'PT429',
      message = 'You can send at most 5 reports an hour. Please try again later.';
  end if;
  insert into public.reports (table_name, item_id, reason, details, reporter_id, device_id)
  values (tbl, item_id, reason, text_details, auth.uid(), device_id)
  returning id into created;
  return created;
end
$$;

create or replace function public.resolve_report(report_id bigint, action text,
                                                 note text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  report public.reports;
  outcome text;
  clean_note text := nullif(btrim(coalesce(note, '')), '');
begin
  perform public.require_admin();
  if action is null or action not in ('dismiss', 'take_down', 'request_changes') then
    raise exception using errcode = '22023',
      message = 'action must be dismiss, take_down or request_changes';
  end if;
  select * into report from public.reports r where r.id = report_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Report not found';
  end if;
  if report.status <> 'open' then
    raise exception using errcode = 'PT409',
      message = format('Already %s by %s on %s UTC', replace(report.status, '_', ' '),
                       public.person_name(report.resolved_by),
                       to_char(report.resolved_at at time zone 'utc', 'YYYY-MM-DD HH24:MI')),
      detail = json_build_object('state', report.status,
                                 'decided_by', public.person_name(report.resolved_by),
                                 'decided_at', report.resolved_at)::text;
  end if;
  if char_length(clean_note) > 2000 then
    raise exception using errcode = '22023', message = 'A note must be at most 2000 characters';
  end if;
  if action <> 'dismiss' then
    -- Checks the reason and the item's state, mails the owner, and audits the item's change.
    perform public.moderate(report.table_name, report.item_id, action, clean_note);
  end if;
  outcome := case action when 'dismiss' then 'dismissed' when 'take_down' then 'taken_down'
                         else 'changes_requested' end;
  perform public.set_audit_context(action || '_report', clean_note);
  -- A take-down or change request settles every open report on the item; a dismissal just this one.
  update public.reports r
     set status = outcome, resolved_by = auth.uid(), resolved_at = now(),
         resolution_note = clean_note
   where r.status = 'open'
     and (r.id = report_id
          or (action <> 'dismiss' and r.table_name = report.table_name
              and r.item_id = report.item_id));
  perform public.set_audit_context(null, null);
  return jsonb_build_object('id', report_id, 'status', outcome);
end
$$;

-- Inbox: an admin replies to a contact message or to feedback that left an address. The reply
-- is mailed (outgoing_mail → admin-reply function) and the message is marked answered. A
-- replayed request (same request_id) sends nothing twice.
create or replace function public.reply_to_message(kind text, message_id bigint, body text,
                                                   request_id uuid)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  reply text;
  to_email text;
  subject text;
  queued integer;
begin
  perform public.require_admin();
  if kind is null or kind not in ('contact', 'feedback') then
    raise exception using errcode = '22023', message = 'kind must be contact or feedback';
  end if;
  if request_id is null then
    raise exception using errcode = '22023', message = 'request_id is required';
  end if;
  reply := btrim(coalesce(body, ''));
  if reply = '' then
    raise exception using errcode = '22023', message = 'A reply is required';
  end if;
  if char_length(reply) > 5000 then
    raise exception using errcode = '22023', message = 'A reply must be at most 5000 characters';
  end if;
  if kind = 'contact' then
    select m.email, coalesce(nullif(m.subject, ''), 'your message to VetHub')
      into to_email, subject from public.contact_messages m where m.id = message_id for update;
  else
    select f.email, 'your feedback to VetHub'
      into to_email, subject from public.feedback f where f.id = message_id for update;
  end if;
  if subject is null then
    raise exception using errcode = 'PT404', message = 'Message not found';
  end if;
  if to_email is null then
    raise exception using errcode = '22023',
      message = 'This feedback left no email address, so there is no one to reply to';
  end if;
  insert into public.outgoing_mail (to_email, subject, body, request_id)
  values (to_email, left('Re: ' || subject, 300), reply, request_id)
  on conflict on constraint outgoing_mail_request_id_key do nothing;
  get diagnostics queued = row_count;
  if queued = 0 then
    return jsonb_build_object('id', message_id, 'sent', false, 'replayed', true);
  end if;
  perform public.set_audit_context('reply', reply);
  if kind = 'contact' then
    update public.contact_messages m set status = 'answered' where m.id = message_id;
  else
    update public.feedback f set status = 'closed' where f.id = message_id;
  end if;
  perform public.set_audit_context(null, null);
  return jsonb_build_object('id', message_id, 'sent', true, 'replayed', false);
end
$$;

-- Mail queued by the functions above, for the admin-reply edge function (service role only).
create or replace function public.claim_outgoing_mail(max_count integer default 20)
returns setof public.outgoing_mail
language sql security definer set search_path = '' as $$
  update public.outgoing_mail m set attempts = m.attempts + 1
   where m.id in (select o.id from public.outgoing_mail o
                   where o.sent_at is null and o.attempts < 5
                   order by o.created_at limit least(greatest(max_count, 1), 100)
                   for update skip locked)
  returning m.*
$$;

do $$
declare
  fn text;
begin
  revoke all on function public.report_item(text, bigint, text, text, text) from public;
  grant execute on function public.report_item(text, bigint, text, text, text)
    to anon, authenticated;
  foreach fn in array array['resolve_report(bigint, text, text)',
                            'reply_to_message(text, bigint, text, uuid)'] loop
    execute format('revoke all on function public.%s from public, anon', fn);
    execute format('grant execute on function public.%s to authenticated', fn);
  end loop;
  revoke all on function public.claim_outgoing_mail(integer) from public, anon, authenticated;
  grant execute on function public.claim_outgoing_mail(integer) to service_role;
end
$$;
