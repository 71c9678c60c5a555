-- Redemption codes of VetDeals, kept out of the public row.
--
-- A partner writes the code with the deal (vet_deals.redemption_code), but the column is
-- write-only: the deal row is public and mirrored to every device, and a verified_only deal's
-- code must reach verified veterans only. A BEFORE trigger takes the code out of the row (the
-- column is always stored null), an AFTER trigger files it in vet_deal_codes, which no client
-- can read; vet_deal_code() hands it out by the rules below.
--
-- Why two triggers: the outbox sends inserts as INSERT ... ON CONFLICT (client_id) DO NOTHING.
-- The BEFORE trigger runs (with the identity value already drawn) even for a replay that is then
-- skipped; only the AFTER trigger knows the row was really written. The code travels between
-- them in a transaction-local setting keyed by the row id.

alter table public.vet_deals add column redemption_code text
  check (char_length(redemption_code) <= 100);
comment on column public.vet_deals.redemption_code is
  'Write-only: always stored null; the code is moved to vet_deal_codes. Read it with vet_deal_code(id).';

create table public.vet_deal_codes (
  deal_id bigint primary key references public.vet_deals (id) on delete cascade,
  code text not null check (char_length(code) between 1 and 100),
  updated_at timestamptz not null default now()
);
alter table public.vet_deal_codes enable row level security;
-- No policies: only security definer functions and the service role read or write it.

create or replace function public.stash_deal_code() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.redemption_code is not null then
    perform pg_catalog.set_config('vethub.deal_code_' || new.id, new.redemption_code, true);
    new.redemption_code := null;
  end if;
  return new;
end
$$;

create or replace function public.file_deal_code() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  stashed text := pg_catalog.current_setting('vethub.deal_code_' || new.id, true);
begin
  if stashed is not null and stashed <> '' then
    insert into public.vet_deal_codes (deal_id, code, updated_at)
    values (new.id, pg_catalog.btrim(stashed), now())
    on conflict (deal_id) do update set code = excluded.code, updated_at = excluded.updated_at;
    perform pg_catalog.set_config('vethub.deal_code_' || new.id, '', true);
  end if;
  return null;
end
$$;

create trigger vet_deals_stash_code before insert or update on public.vet_deals
  for each row execute function public.stash_deal_code();
create trigger vet_deals_file_code after insert or update on public.vet_deals
  for each row execute function public.file_deal_code();

-- The code of one deal, for: its owner and admins (any status); for a live deal, anyone when the
-- deal is open to all, verified veterans only when it is verified_only. Errors carry PostgREST
-- custom codes (PT4xx) so the client gets a 4xx with the message.
create or replace function public.vet_deal_code(p_deal_id bigint) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  deal public.vet_deals;
  privileged boolean;
  stored text;
begin
  select * into deal from public.vet_deals d where d.id = p_deal_id;
  -- coalesce: for a visitor auth.uid() is null, and null must not count as "not privileged" = null.
  privileged := found and coalesce(deal.owner_id = auth.uid() or public.is_admin(), false);
  if not found or not (privileged or (deal.status in ('active', 'permanent') and deal.active
                                      and deal.deleted_at is null)) then
    raise exception using errcode = 'PT404', message = 'Deal not found',
      detail = format('No visible deal with id %s', p_deal_id);
  end if;
  if not privileged and deal.verified_only then
    if auth.uid() is null then
      raise exception using errcode = 'PT401',
        message = 'Sign in as a verified veteran to see this code';
    end if;
    if not exists (select 1 from public.profiles p
                    where p.id = auth.uid() and p.verified_veteran) then
      raise exception using errcode = 'PT403',
        message = 'This code is for verified veterans only. Verify your veteran status to see it.';
    end if;
  end if;
  select c.code into stored from public.vet_deal_codes c where c.deal_id = p_deal_id;
  return stored;
end
$$;

revoke all on function public.vet_deal_code(bigint) from public;
grant execute on function public.vet_deal_code(bigint) to anon, authenticated;
