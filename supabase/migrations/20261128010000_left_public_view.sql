-- A listing that leaves public view (taken down, expired, sent back to review, soft-deleted) is
-- announced by its key alone on the private broadcast topic "listings:left", so devices drop
-- their copy at once. Realtime's postgres_changes tells a subscriber nothing of a row it may no
-- longer read (hosted Realtime, and the local stack since issue 37), and a device would keep a
-- hidden listing until its next full check. Nothing else about the row is sent: its key was
-- public until this change.
--
-- The topic is private: anyone may listen (the select policy below), nobody may send on it (no
-- insert policy), so a stranger cannot tell devices to drop listings. The database sends as the
-- function's owner: realtime.send writes to realtime.messages, which RLS guards.

create or replace function public.announce_left_view() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send(
    jsonb_build_object('table', tg_table_name, 'key', old.id), 'left', 'listings:left', true
  );
  return null;
end;
$$;
revoke execute on function public.announce_left_view() from public, anon, authenticated;

-- The same rules as the tables' select policies for anon (20260301000300, 20260301000400).
create trigger services_left_view after update on public.services
  for each row
  when (old.status = 'active' and old.deleted_at is null
        and not coalesce(new.status = 'active' and new.deleted_at is null, false))
  execute function public.announce_left_view();

create trigger vet_deals_left_view after update on public.vet_deals
  for each row
  when (old.status in ('active', 'permanent') and old.active and old.deleted_at is null
        and not coalesce(new.status in ('active', 'permanent') and new.active
                         and new.deleted_at is null, false))
  execute function public.announce_left_view();

create trigger blog_posts_left_view after update on public.blog_posts
  for each row
  when (old.status = 'published' and old.deleted_at is null
        and not coalesce(new.status = 'published' and new.deleted_at is null, false))
  execute function public.announce_left_view();

create policy "everyone hears listings leave public view" on realtime.messages
  for select to anon, authenticated
  using (realtime.topic() = 'listings:left' and extension = 'broadcast');
