-- A veteran who is not a partner posts stories only and has no business dashboard: the mail about
-- a moderator's decision points them to their veteran dashboard, where their stories are listed.
create or replace function public.mail_owner(tbl text, item jsonb, action text, note text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  owner uuid := (item ->> 'owner_id')::uuid;
  dashboard text := case
    when exists (select 1 from public.profiles p
                  where p.id = owner and p.user_type in ('partner', 'both'))
      then 'business dashboard (/dashboard/business)'
    else 'dashboard (/dashboard/veteran)' end;
  kind text := case tbl when 'services' then 'service' when 'vet_deals' then 'VetDeal'
                        when 'blog_posts' then 'article' else 'job' end;
  title text := coalesce(item ->> 'title', item ->> 'name');
  headline text := case action
    when 'reject' then format('Your %s "%s" was not approved', kind, title)
    when 'request_changes' then format('Changes requested for your %s "%s"', kind, title)
    else format('Your %s "%s" was taken down', kind, title) end;
  what text := case action
    when 'reject' then 'reviewed it and did not approve it.'
    when 'request_changes' then 'reviewed it and asks for changes. Edit it from your '
                                || split_part(dashboard, ' (', 1)
                                || ' and it goes back into review.'
    else 'took it down, so it is no longer shown on VetHub.' end;
begin
  perform public.queue_mail(
    (select u.email from auth.users u where u.id = owner),
    headline,
    format(E'Hello,\n\nA VetHub moderator looked at your %s "%s" and %s\n\n%s: %s\n\n'
           || 'Sign in to VetHub and open your %s to see it.'
           || E'\n\nThe VetHub team', kind, title, what,
           case action when 'request_changes' then 'What to change' else 'Reason' end, note,
           dashboard));
end
$$;
