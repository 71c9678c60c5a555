-- Issue 35: the language a person reads VetHub in is kept on their account as well as on each
-- device, so a new device opens in it and mail can be written in it. Sign-up takes it from the
-- metadata the app sends ('es' or nothing); the person changes it on their own profile.
alter table public.profiles
  add column language text not null default 'en',
  add constraint profiles_language check (language in ('en', 'es'));

-- A trigger of its own rather than a change to handle_new_user: the sign-up trigger stays as
-- it is, and only a valid value is ever taken from metadata a client wrote.
create or replace function public.profile_language_from_signup() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from auth.users u
              where u.id = new.id and u.raw_user_meta_data ->> 'language' = 'es') then
    new.language := 'es';
  end if;
  return new;
end
$$;
revoke all on function public.profile_language_from_signup() from public, anon, authenticated;

create trigger profiles_language_from_signup before insert on public.profiles
  for each row execute function public.profile_language_from_signup();
