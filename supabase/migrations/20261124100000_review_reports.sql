-- Reviews can be reported (issue 14): a visitor reports a review of a live service through
-- report_item('service_reviews', id, …) under the same limits as listings (5 an hour per device
-- and per user, a repeat returns the open report). In the staff console an admin dismisses the
-- report or removes the review; a review cannot be "sent back for changes". Removing it deletes
-- it (the service's rating follows through its trigger), records the whole review in the audit
-- log and mails the reviewer the reason.

alter table public.reports drop constraint reports_table_name_check;
alter table public.reports add constraint reports_table_name_check
  check (table_name in ('services', 'vet_deals', 'blog_posts', 'unemployment_jobs',
                        'service_reviews'));

-- An admin's removal of a review is audited with the review as it was.
create trigger service_reviews_audit after insert or update or delete on public.service_reviews
  for each row execute function public.audit_admin_change();

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
  if tbl is distinct from 'service_reviews' then
    perform public.content_table(tbl);
  end if;
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
  if tbl = 'service_reviews' then
    select exists (select 1 from public.service_reviews r join public.services s
                     on s.id = r.service_id
                    where r.id = item_id and s.status = 'active' and s.deleted_at is null
                      and not s.owner_suspended)
      into visible;
    if not visible then
      raise exception using errcode = 'PT404', message = 'Review not found';
    end if;
  else
    execute format('select exists (select 1 from public.%I t where t.id = $1 and %s
                      and t.deleted_at is null and not t.owner_suspended)', tbl, live_rule)
      into visible using item_id;
    if not visible then
      raise exception using errcode = 'PT404', message = 'Listing not found';
    end if;
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

-- Removes a reported review: audited, the reviewer told why. A review already gone (its author
-- deleted it) just settles the reports.
create or replace function public.remove_reported_review(review_id bigint, note text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  review public.service_reviews;
  service_name text;
begin
  select * into review from public.service_reviews r where r.id = review_id for update;
  if not found then
    return;
  end if;
  select s.name into service_name from public.services s where s.id = review.service_id;
  perform public.set_audit_context('take_down_report', note);
  delete from public.service_reviews r where r.id = review_id;
  perform public.set_audit_context(null, null);
  perform public.queue_mail(
    (select u.email from auth.users u where u.id = review.reviewer_id),
    format('Your review of "%s" was removed', service_name),
    format(E'Hello,\n\nA VetHub moderator looked at your review of "%s" after someone reported '
           || E'it, and removed it from VetHub.\n\nReason: %s\n\nYou may write a new review '
           || E'that follows VetHub''s community rules.\n\nThe VetHub team', service_name, note));
end
$$;
revoke all on function public.remove_reported_review(bigint, text)
  from public, anon, authenticated;

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
  if report.table_name = 'service_reviews' then
    if action = 'request_changes' then
      raise exception using errcode = '22023',
        message = 'A review cannot be sent back for changes: dismiss the report or remove the review';
    elsif action = 'take_down' then
      perform public.remove_reported_review(report.item_id,
                                            public.required_text(clean_note, 'A reason'));
    end if;
  elsif action <> 'dismiss' then
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
