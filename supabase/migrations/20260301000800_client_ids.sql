-- Client-made ids for everything the app writes through its outbox (src/data/outbox). The app
-- gives each submission a UUID before sending it and sends it as
--   upsert(payload, { onConflict: 'client_id', ignoreDuplicates: true })
-- i.e. INSERT ... ON CONFLICT (client_id) DO NOTHING, so a replay after a lost answer, a reload
-- or a crash mid-send lands the row once. Nullable: rows made elsewhere (seed, admin, SQL) have
-- none, and a unique constraint allows any number of nulls.

alter table public.services add column client_id uuid unique;
alter table public.vet_deals add column client_id uuid unique;
alter table public.blog_posts add column client_id uuid unique;
alter table public.unemployment_jobs add column client_id uuid unique;
alter table public.contact_messages add column client_id uuid unique;
alter table public.feedback add column client_id uuid unique;
alter table public.newsletter_subscribers add column client_id uuid unique;

-- A conflict target makes PostgreSQL require SELECT on the table, so under RLS every new row
-- must also pass a SELECT policy. Partners pass theirs (they read their own rows), but visitors
-- may not read contact messages, feedback or sign-ups, so their upsert would be refused. The
-- way through without exposing a single stored row: a BEFORE INSERT trigger notes, for this
-- transaction only, the client_id of the row being inserted, and a SELECT policy lets the
-- sender see that one row. Any other request (a later read, another visitor) has nothing noted
-- and sees nothing; the id is a random UUID only the sender knows.
create or replace function public.note_row_in_flight() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_catalog.set_config('vethub.row_in_flight', coalesce(new.client_id::text, ''), true);
  return new;
end
$$;

create or replace function public.is_row_in_flight(row_client_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select row_client_id is not null
     and row_client_id::text = pg_catalog.current_setting('vethub.row_in_flight', true)
$$;

create trigger contact_messages_note_row_in_flight before insert on public.contact_messages
  for each row execute function public.note_row_in_flight();
create trigger feedback_note_row_in_flight before insert on public.feedback
  for each row execute function public.note_row_in_flight();
create trigger newsletter_subscribers_note_row_in_flight before insert
  on public.newsletter_subscribers
  for each row execute function public.note_row_in_flight();

-- Not wrapped in (select ...): the noted id changes from row to row within one bulk insert.
create policy "contact_messages: the sender sees the row being sent" on public.contact_messages
  for select to anon, authenticated using (public.is_row_in_flight(client_id));
create policy "feedback: the sender sees the row being sent" on public.feedback
  for select to anon, authenticated using (public.is_row_in_flight(client_id));
create policy "newsletter_subscribers: the sender sees the row being sent"
  on public.newsletter_subscribers
  for select to anon, authenticated using (public.is_row_in_flight(client_id));
