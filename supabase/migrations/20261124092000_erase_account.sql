-- Deleting an account (the delete-account edge function, which then deletes the auth user):
-- everything the person posted is taken down, their reviews stay but name nobody, and what they
-- sent the team or signed up for with their address goes. Deleting the auth user afterwards
-- removes the profile; listings, reviews, reports and payments keep no link to the person
-- (on delete set null). Payments stay for the nonprofit's accounts, without a payer.
-- Service role only; safe to run twice.

create or replace function public.erase_account(target uuid)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text;
begin
  if target is null then
    raise exception using errcode = '22023', message = 'target is required';
  end if;
  select u.email into address from auth.users u where u.id = target;

  update public.services set deleted_at = now() where owner_id = target and deleted_at is null;
  update public.vet_deals set deleted_at = now() where owner_id = target and deleted_at is null;
  update public.blog_posts set deleted_at = now() where owner_id = target and deleted_at is null;
  update public.unemployment_jobs set deleted_at = now()
   where owner_id = target and deleted_at is null;

  update public.service_reviews set reviewer_name = 'Former VetHub member'
   where reviewer_id = target;

  delete from public.contact_messages where user_id = target;
  delete from public.feedback where user_id = target;
  if address is not null then
    delete from public.newsletter_subscribers where lower(email) = lower(address);
  end if;
end
$$;

revoke all on function public.erase_account(uuid) from public, anon, authenticated;
