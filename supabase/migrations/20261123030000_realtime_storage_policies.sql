-- Realtime and Storage policies of VetHub. realtime.messages and storage.* are made by the
-- platform (hosted Supabase, `supabase start`, the local stack's bootstrap); this only adds
-- policies and a bucket, so it applies unchanged on each of them.

-- Private realtime channels named "admin:…" (the staff console's presence on the moderation
-- queue): only admins may join them (select) and broadcast or track presence on them (insert).
create policy "admins receive on staff channels" on realtime.messages
  for select to authenticated
  using (realtime.topic() like 'admin:%' and (select public.is_admin()));

create policy "admins send on staff channels" on realtime.messages
  for insert to authenticated
  with check (realtime.topic() like 'admin:%' and (select public.is_admin()));

-- Listing images (deal pictures, service logos, article covers): anyone may view them by public
-- URL; each user writes only under a folder named by their own id ("<uid>/…"). Images are
-- resized in the browser first, so 5 MB is a generous ceiling.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('listing-images', 'listing-images', true, 5242880,
        array['image/webp', 'image/jpeg', 'image/png'])
on conflict (id) do nothing;

create policy "owners list their listing images" on storage.objects
  for select to authenticated
  using (bucket_id = 'listing-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "owners add listing images" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'listing-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "owners replace listing images" on storage.objects
  for update to authenticated
  using (bucket_id = 'listing-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'listing-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "owners remove listing images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'listing-images' and (storage.foldername(name))[1] = (select auth.uid())::text);
