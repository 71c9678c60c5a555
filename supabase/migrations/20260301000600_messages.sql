-- What visitors send: contact messages, feedback and newsletter sign-ups. Anyone may insert;
-- only admins read, update or delete. Clients insert with return=minimal (supabase-js's
-- default for insert without .select()), since they cannot read the row back.

create table public.contact_messages (
  id bigint generated always as identity primary key,
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text check (char_length(subject) <= 300),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  status text not null default 'new' check (status in ('new', 'read', 'answered', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contact_messages_status_idx on public.contact_messages (status, created_at desc);

create table public.feedback (
  id bigint generated always as identity primary key,
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  kind text not null default 'general'
    check (kind in ('general', 'bug', 'idea', 'content', 'accessibility')),
  rating smallint check (rating between 1 and 5),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  page text check (char_length(page) <= 500),
  email text check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  status text not null default 'new' check (status in ('new', 'read', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index feedback_status_idx on public.feedback (status, created_at desc);

-- One row per address. A second sign-up with the same address must not be an error to the
-- visitor, and must not reveal whether the address was already subscribed. So a plain insert
--   supabase.from('newsletter_subscribers').insert({ email })
-- always succeeds (201): a BEFORE INSERT trigger normalises the address (trimmed, lower case),
-- re-activates an unsubscribed row, and skips the insert when the address is already there.
-- (An upsert with ignoreDuplicates does not work for anon: ON CONFLICT (email) needs SELECT
-- rights on the table, which visitors rightly lack. The unique constraint still guards races.)
create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null unique
    check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  source text check (char_length(source) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unsubscribed_at timestamptz
);

-- Security definer: it must see existing rows, which the inserting visitor cannot.
create or replace function public.newsletter_subscribe_once() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.email := lower(btrim(new.email));
  if exists (select 1 from public.newsletter_subscribers s where s.email = new.email) then
    update public.newsletter_subscribers s set unsubscribed_at = null
     where s.email = new.email and s.unsubscribed_at is not null;
    return null;
  end if;
  return new;
end
$$;
create trigger newsletter_subscribers_subscribe_once before insert
  on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribe_once();

create or replace function public.normalize_subscriber_email() returns trigger
language plpgsql as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end
$$;
create trigger newsletter_subscribers_normalize before update on public.newsletter_subscribers
  for each row execute function public.normalize_subscriber_email();

create trigger contact_messages_set_updated_at before update on public.contact_messages
  for each row execute function public.set_updated_at();
create trigger feedback_set_updated_at before update on public.feedback
  for each row execute function public.set_updated_at();
create trigger newsletter_subscribers_set_updated_at before update
  on public.newsletter_subscribers
  for each row execute function public.set_updated_at();

alter table public.contact_messages enable row level security;
alter table public.feedback enable row level security;
alter table public.newsletter_subscribers enable row level security;

-- A signed-in sender may attach only their own id; a visitor none.
create policy "contact_messages: anyone inserts" on public.contact_messages
  for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy "feedback: anyone inserts" on public.feedback
  for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy "newsletter_subscribers: anyone subscribes" on public.newsletter_subscribers
  for insert to anon, authenticated
  with check (unsubscribed_at is null);

create policy "contact_messages: admins read" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
create policy "contact_messages: admins update" on public.contact_messages
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "contact_messages: admins delete" on public.contact_messages
  for delete to authenticated using ((select public.is_admin()));
create policy "feedback: admins read" on public.feedback
  for select to authenticated using ((select public.is_admin()));
create policy "feedback: admins update" on public.feedback
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "feedback: admins delete" on public.feedback
  for delete to authenticated using ((select public.is_admin()));
create policy "newsletter_subscribers: admins read" on public.newsletter_subscribers
  for select to authenticated using ((select public.is_admin()));
create policy "newsletter_subscribers: admins update" on public.newsletter_subscribers
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "newsletter_subscribers: admins delete" on public.newsletter_subscribers
  for delete to authenticated using ((select public.is_admin()));
