-- Veterans share their stories: a signed-in veteran (user type veteran or both, or verified)
-- may post an article in the Stories category only; it is reviewed like any article (status
-- pending on insert, as for partners). Partners keep every category.

create or replace function public.is_veteran() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and (p.user_type in ('veteran', 'both') or p.verified_veteran)
  )
$$;
revoke all on function public.is_veteran() from public;
grant execute on function public.is_veteran() to anon, authenticated;

create policy "blog_posts: veterans insert their own stories" on public.blog_posts
  for insert to authenticated
  with check (owner_id = (select auth.uid()) and category = 'Stories'
              and (select public.is_veteran()));

-- An owner who is not a partner keeps their article a story when they edit it.
create or replace function public.keep_veteran_posts_stories() returns trigger
language plpgsql set search_path = '' as $$
begin
  if public.is_client_role() and public.is_veteran() and not public.is_partner()
     and not public.is_admin()
     and new.category is distinct from 'Stories' then
    raise exception using errcode = '42501',
      message = 'Veterans share stories on VetHub: choose the Stories category.';
  end if;
  return new;
end
$$;

create trigger blog_posts_veteran_stories
  before insert or update on public.blog_posts
  for each row execute function public.keep_veteran_posts_stories();
