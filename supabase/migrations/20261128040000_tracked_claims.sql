-- The claim tracker on a signed-in person's account (issue 36, item 5), so a new phone or a
-- wiped browser gets it back. Each row is one claim as the device keeps it (the app's zod schema
-- checks it both ways); `updated_at` is the device's own change time, so the newer copy wins
-- whichever side has it. A deleted claim stays as a tombstone (`deleted_at`, claim emptied) so
-- a device that was offline deletes it too instead of sending it back. Keeping the tracker on
-- the account is the person's choice, made on each device; only the owner reads, writes or
-- removes their rows ("Remove my claims from my account" deletes them all).
create table public.tracked_claims (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  claim jsonb not null,
  updated_at timestamptz not null,
  deleted_at timestamptz,
  constraint tracked_claims_claim_object check (jsonb_typeof(claim) = 'object'),
  constraint tracked_claims_claim_size check (pg_column_size(claim) <= 16384),
  constraint tracked_claims_claim_id check (
    deleted_at is not null or claim ->> 'id' = id::text
  )
);
create index tracked_claims_user on public.tracked_claims (user_id);
comment on table public.tracked_claims is
  'The claim tracker''s claims of signed-in people, one row a claim; the owner alone sees them.';

alter table public.tracked_claims enable row level security;
revoke all on public.tracked_claims from anon, authenticated;
-- An upsert (a resend) sets every column it sends, the id included.
grant select, insert, delete, update (id, claim, updated_at, deleted_at)
  on public.tracked_claims to authenticated;

create policy tracked_claims_select on public.tracked_claims
  for select to authenticated using (user_id = (select auth.uid()));
create policy tracked_claims_insert on public.tracked_claims
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy tracked_claims_delete on public.tracked_claims
  for delete to authenticated using (user_id = (select auth.uid()));
create policy tracked_claims_update on public.tracked_claims
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- A person may keep many claims, not an unbounded store: 200 is far beyond any real tracker.
create or replace function public.limit_tracked_claims() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from public.tracked_claims t where t.user_id = new.user_id) >= 200 then
    raise exception using errcode = 'P0001',
      message = 'Your account already keeps 200 claims; delete some in the claim tracker first';
  end if;
  return new;
end
$$;
create trigger tracked_claims_limit
  before insert on public.tracked_claims
  for each row execute function public.limit_tracked_claims();
