-- Web Push for reminders of VA time limits (issue 36, item 2): each device a signed-in person
-- turns notifications on for is a row of push_subscriptions (the browser's endpoint and keys);
-- the deadline-reminders function notifies each of them, with VAPID, when it records a
-- reminder. The opt-in row now says whether mail goes too (`email`), so a person may have
-- notifications without mail, and the mail's one-click link stops the mail only.

alter table public.deadline_reminder_subscriptions add column email boolean not null default true;
grant insert (email), update (email) on public.deadline_reminder_subscriptions to authenticated;
grant select (email) on public.deadline_reminder_subscriptions to authenticated;

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Only https (a browser vendor's push service) or the local stack's test service; the
  -- function also keeps to known push services' hosts, so no endpoint points it elsewhere.
  endpoint text not null unique check (
    char_length(endpoint) <= 1000
    and (endpoint ~ '^https://' or endpoint ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]+)?/push/v1/')
  ),
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{86,88}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22,24}$'),
  created_at timestamptz not null default now()
);
create index push_subscriptions_user on public.push_subscriptions (user_id);
comment on table public.push_subscriptions is
  'Devices a signed-in person turned reminder notifications on for; the owner alone sees them.';
alter table public.push_subscriptions enable row level security;
revoke all on public.push_subscriptions from anon, authenticated;
grant select (id, endpoint, created_at), insert (endpoint, p256dh, auth), delete
  on public.push_subscriptions to authenticated;
create policy push_subscriptions_own on public.push_subscriptions
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- A person keeps a few devices, not an unbounded list.
create or replace function public.limit_push_subscriptions() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from public.push_subscriptions p where p.user_id = new.user_id) >= 20 then
    raise exception using errcode = 'P0001',
      message = 'Notifications are on for 20 devices already; turn them off on one first';
  end if;
  return new;
end
$$;
create trigger push_subscriptions_limit
  before insert on public.push_subscriptions
  for each row execute function public.limit_push_subscriptions();

-- As before, and the mail only when the person wants mail.
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
  sub public.deadline_reminder_subscriptions;
  address text;
begin
  select * into sub from public.deadline_reminder_subscriptions s where s.user_id = p_user;
  if not found then
    return false;
  end if;
  if not exists (select 1 from public.tracked_claims t
                  where t.id = p_claim and t.user_id = p_user and t.deleted_at is null) then
    return false;
  end if;
  insert into public.deadline_reminders_sent (claim_id, deadline_id, due_on, warning_days, user_id)
  values (p_claim, p_deadline, p_due, p_warning, p_user)
  on conflict do nothing;
  if not found then
    return false;
  end if;
  select u.email into address from auth.users u where u.id = p_user;
  if sub.email and address is not null then
    insert into public.outgoing_mail (to_email, subject, body, kind)
    values (address, p_subject, replace(p_body, '{{unsubscribe_token}}', sub.unsubscribe_token::text),
            'deadline_reminder');
  end if;
  return true;
end
$$;

-- The mail's link stops the mail; notifications a person turned on stay theirs to turn off.
create or replace function public.unsubscribe_deadline_reminders(p_token uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  update public.deadline_reminder_subscriptions s set email = false
   where s.unsubscribe_token = p_token and s.email;
  return found;
end
$$;
