-- When a listing was created, last changed and (for a job) posted are the server's to say: the
-- lists are ordered by them and the devices' delta sync reads from `updated_at`, so a partner
-- who sent 2099 stayed at the top of the board for free and could push every device's sync
-- cursor past real changes. A client's insert gets the server's time whatever it sent; a
-- client's update keeps what was there (set_updated_at still stamps updated_at). Silently, as a
-- column default would: a device's queued edit may carry the time it guessed offline. Admins
-- and the service role keep control (imports, corrections).

create or replace function public.set_server_times() returns trigger
language plpgsql set search_path = '' as $$
declare
  field text;
begin
  if not public.is_client_role() or public.is_admin() then
    return new;
  end if;
  foreach field in array tg_argv loop
    new := jsonb_populate_record(new, jsonb_build_object(field,
      case when tg_op = 'INSERT' then to_jsonb(now()) else to_jsonb(old) -> field end));
  end loop;
  return new;
end
$$;

create trigger services_server_times before insert or update on public.services
  for each row execute function public.set_server_times('created_at', 'updated_at');
create trigger vet_deals_server_times before insert or update on public.vet_deals
  for each row execute function public.set_server_times('created_at', 'updated_at');
create trigger blog_posts_server_times before insert or update on public.blog_posts
  for each row execute function public.set_server_times('created_at', 'updated_at');
create trigger unemployment_jobs_server_times before insert or update on public.unemployment_jobs
  for each row execute function public.set_server_times('created_at', 'updated_at', 'posted_at');
