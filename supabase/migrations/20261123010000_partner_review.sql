-- Partner review (issue 13). Anyone may register as a partner, or switch their own user_type to
-- partner, but until an admin has checked the company (name, website, phone) the account is
-- 'unreviewed': its deals wait in the review queue instead of going live. 'suspended' hides every
-- listing of the partner from public view without deleting anything. The state is independent
-- of user_type, so switching away and back never skips review or lifts a suspension.

alter table public.profiles
  add column partner_status text not null default 'unreviewed'
    check (partner_status in ('unreviewed', 'approved', 'suspended')),
  add column partner_reviewed_at timestamptz;
comment on column public.profiles.partner_status is
  'unreviewed | approved | suspended. Set only through review_partner() (admins) or the service role.';

-- The caller's own review state, for triggers that run as the caller.
create or replace function public.my_partner_status() returns text
language sql stable security definer set search_path = '' as $$
  select p.partner_status from public.profiles p where p.id = auth.uid()
$$;

create or replace function public.protect_profile_privileges() returns trigger
language plpgsql set search_path = '' as $$
begin
  if public.is_client_role() and (
    new.account_type is distinct from old.account_type
    or new.verified_veteran is distinct from old.verified_veteran
    or new.verified_at is distinct from old.verified_at
    or new.id is distinct from old.id
  ) then
    raise exception using
      errcode = '42501',
      message = 'Only the service role can change account_type or veteran verification';
  end if;
  -- Admins included: a review goes through review_partner(), which records it in the audit log.
  if public.is_client_role() and (
    new.partner_status is distinct from old.partner_status
    or new.partner_reviewed_at is distinct from old.partner_reviewed_at
  ) then
    raise exception using
      errcode = '42501',
      message = 'Only partner review can change partner_status';
  end if;
  return new;
end
$$;
