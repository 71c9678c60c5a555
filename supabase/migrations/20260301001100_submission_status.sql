-- Who decides a submission's status. A partner's VetDeal goes live the moment it is submitted
-- (spec §2: "your VetDeal has been successfully submitted and is now live"); services, jobs and
-- blog posts wait for review. Without this a client could insert or update any status it likes
-- (the insert policies only check owner_id), publishing itself past review, or a deal could
-- land as 'pending' and never show. Admins, the service role and the seed are not touched.
create or replace function public.set_submission_status() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.is_client_role() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if tg_table_name = 'vet_deals' then
      -- 'permanent' is an admin's call; a partner's deal is simply active.
      new.status := 'active';
      new.active := true;
    elsif tg_table_name = 'blog_posts' then
      new.status := 'pending';
      new.published_at := null;
    else
      new.status := 'pending';
    end if;
  else
    -- Owners edit the content; the status stays what review (or the insert) made it.
    new.status := old.status;
    if tg_table_name = 'vet_deals' then
      new.active := old.active;
    elsif tg_table_name = 'blog_posts' then
      new.published_at := old.published_at;
    end if;
  end if;
  return new;
end
$$;

create trigger vet_deals_submission_status before insert or update on public.vet_deals
  for each row execute function public.set_submission_status();
create trigger services_submission_status before insert or update on public.services
  for each row execute function public.set_submission_status();
create trigger blog_posts_submission_status before insert or update on public.blog_posts
  for each row execute function public.set_submission_status();
create trigger unemployment_jobs_submission_status before insert or update
  on public.unemployment_jobs
  for each row execute function public.set_submission_status();
