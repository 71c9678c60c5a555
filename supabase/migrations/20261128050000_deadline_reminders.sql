-- Email reminders of VA time limits (issue 36, item 2): a signed-in person who keeps their
-- claims on their account (tracked_claims) may ask for an email at 90, 30 and 7 days before
-- each running time limit. The deadline-reminders function works out what is due (from
-- data/va/deadlines.json, as the app does) and queues each reminder here, where a reminder is
-- recorded once (claim, time limit, due date, warning): two runs at the same minute send one.
-- Every mail carries a one-click unsubscribe link; its token is readable by the service role
-- only. On hosted Supabase, pg_cron calls the function every hour; the local stack runs it on a
-- timer.

create table public.deadline_reminder_subscriptions (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  language text not null default 'en' check (language in ('en', 'es')),
  -- Whose calendar day "25 days left" is counted on (an IANA name, e.g. America/Chicago).
  time_zone text not null default 'America/New_York'
    check (char_length(time_zone) between 1 and 64 and time_zone ~ '^[A-Za-z0-9_+/-]+$'),
  unsubscribe_token uuid not null default gen_random_uuid() unique,
  created_at timestamptz not null default now()
);
comment on table public.deadline_reminder_subscriptions is
  'People who asked for email reminders of VA time limits; a row is the opt-in.';
alter table public.deadline_reminder_subscriptions enable row level security;
revoke all on public.deadline_reminder_subscriptions from anon, authenticated;
grant select (user_id, language, time_zone, created_at), insert (language, time_zone),
  update (language, time_zone), delete on public.deadline_reminder_subscriptions to authenticated;
create policy deadline_reminder_subscriptions_own on public.deadline_reminder_subscriptions
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create table public.deadline_reminders_sent (
  claim_id uuid not null,
  deadline_id text not null check (char_length(deadline_id) <= 80),
  due_on date not null,
  warning_days integer not null check (warning_days > 0),
  user_id uuid not null references auth.users (id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (claim_id, deadline_id, due_on, warning_days)
);
alter table public.deadline_reminders_sent enable row level security;
revoke all on public.deadline_reminders_sent from anon, authenticated;

-- Queues one reminder unless it was queued before, the person opted out, or the claim is no
-- longer theirs on the account. `{{unsubscribe_token}}` in the body becomes their token.
create or replace function public.queue_deadline_reminder(
  p_user uuid,
  p_claim uuid,
  p_deadline text,
  p_due date,
  p_warning integer,
  p_subject text,
  p_body text
) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  token uuid;
  address text;
begin
  select s.unsubscribe_token into token
    from public.deadline_reminder_subscriptions s where s.user_id = p_user;
  if token is null then
    return false;
  end if;
  if not exists (select 1 from public.tracked_claims t
                  where t.id = p_claim and t.user_id = p_user and t.deleted_at is null) then
    return false;
  end if;
  select u.email into address from auth.users u where u.id = p_user;
  if address is null then
    return false;
  end if;
  insert into public.deadline_reminders_sent (claim_id, deadline_id, due_on, warning_days, user_id)
  values (p_claim, p_deadline, p_due, p_warning, p_user)
  on conflict do nothing;
  if not found then
    return false;
  end if;
  insert into public.outgoing_mail (to_email, subject, body, kind)
  values (address, p_subject, replace(p_body, '{{unsubscribe_token}}', token::text),
          'deadline_reminder');
  return true;
end
$$;

-- The one-click link: true when it turned reminders off, false when they were already off.
create or replace function public.unsubscribe_deadline_reminders(p_token uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.deadline_reminder_subscriptions s where s.unsubscribe_token = p_token;
  return found;
end
$$;

create or replace function public.claim_deadline_mail(max_count integer default 50)
returns setof public.outgoing_mail
language sql security definer set search_path = '' as $$
  update public.outgoing_mail m
     set attempts = m.attempts + 1, claimed_until = now() + interval '5 minutes'
   where m.id in (select o.id from public.outgoing_mail o
                   where o.sent_at is null and o.attempts < 5 and o.kind = 'deadline_reminder'
                     and (o.claimed_until is null or o.claimed_until < now())
                   order by o.created_at limit least(greatest(max_count, 1), 100)
                   for update skip locked)
  returning m.*
$$;

revoke all on function public.queue_deadline_reminder(uuid, uuid, text, date, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.queue_deadline_reminder(uuid, uuid, text, date, integer, text, text)
  to service_role;
revoke all on function public.unsubscribe_deadline_reminders(uuid) from public, anon, authenticated;
grant execute on function public.unsubscribe_deadline_reminders(uuid) to service_role;
revoke all on function public.claim_deadline_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_deadline_mail(integer) to service_role;

-- Hosted Supabase: every hour, pg_cron asks the function to send what is due, with the project
-- URL and service role key kept in Vault (secrets `project_url` and `service_role_key`, set once
-- per project; see supabase/functions/README.md). Where pg_cron or pg_net is not offered (the
-- local stack, a plain PostgreSQL), nothing is scheduled here: the local stack has its timer.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension if not exists pg_cron;
    -- Where Supabase's guide puts it; its functions live in schema net either way.
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'deadline-reminders',
      '17 * * * *',
      $cron$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/deadline-reminders',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                            where name = 'service_role_key')),
          body := '{}'::jsonb)
      $cron$
    );
  end if;
end
$migration$;
