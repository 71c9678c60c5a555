-- Listing images: a deal's picture, a service's logo, an article's cover. The file lives in the
-- public `listing-images` bucket (migration 20261123030000) under the poster's own folder; the
-- row keeps its path, its alt text and its size, so pages reserve the space before it loads.

-- A client may point a row only at an image it uploaded itself, under its own folder; a path
-- already on the row (an admin editing someone's listing) may stay as it is.
create or replace function public.check_listing_image() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- A path of another shape is left to the table's check, which names the rule it breaks.
  if new.image_path is null or not public.is_client_role()
     or new.image_path !~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(webp|jpg)$'
     or (tg_op = 'UPDATE' and new.image_path is not distinct from old.image_path) then
    return new;
  end if;
  if split_part(new.image_path, '/', 1) is distinct from (select auth.uid())::text then
    raise exception using errcode = '42501',
      message = 'An image must be one you uploaded yourself';
  end if;
  if not exists (select 1 from storage.objects
                 where bucket_id = 'listing-images' and name = new.image_path) then
    raise exception using errcode = '23503',
      message = 'The image has not been uploaded yet';
  end if;
  return new;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['vet_deals', 'services', 'blog_posts'] loop
    execute format($f$
      alter table public.%1$I
        add column image_path text,
        add column image_alt text,
        add column image_width integer,
        add column image_height integer,
        add constraint %1$s_image_path_shape
          check (image_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(webp|jpg)$'),
        add constraint %1$s_image_alt_length
          check (char_length(btrim(image_alt)) between 1 and 300),
        add constraint %1$s_image_size
          check (image_width between 1 and 1600 and image_height between 1 and 1600),
        add constraint %1$s_image_whole
          check (num_nulls(image_path, image_alt, image_width, image_height) in (0, 4))
    $f$, t);
    execute format(
      'create trigger %1$s_own_image before insert or update of image_path on public.%1$I
         for each row execute function public.check_listing_image()', t);
  end loop;
end
$$ language plpgsql;
