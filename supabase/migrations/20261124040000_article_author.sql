-- An article's author is the account that posts it, never free text: anyone could otherwise sign
-- as "VetHub Admin Team". For a partner or veteran the byline is their company name, or their
-- full name when they have none, set on every insert and update. Staff and the service role
-- (seed, imports) keep the byline they give.

create or replace function public.blog_posts_author() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  byline text;
begin
  if auth.uid() is null or public.is_admin() then
    return new;
  end if;
  select coalesce(nullif(pg_catalog.btrim(p.company_name), ''), nullif(pg_catalog.btrim(p.full_name), ''))
    into byline
    from public.profiles p
   where p.id = auth.uid();
  new.author := byline;
  return new;
end
$$;

create trigger blog_posts_author
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_author();
