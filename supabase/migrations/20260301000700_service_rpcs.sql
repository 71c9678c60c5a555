-- Service RPCs.
--
-- GET /api/services/providers/{id} (spec §7): a listing and its provider as one JSON object,
-- callable as supabase.rpc('service_provider', { p_id }). Security definer so it can add the
-- owning partner's public business details (company name, website) without opening profiles
-- to everyone; it applies the same visibility rule as the services select policy itself.
create or replace function public.service_provider(p_id bigint) returns json
language plpgsql stable security definer set search_path = '' as $$
declare
  result json;
begin
  select json_build_object(
      'id', s.id,
      'slug', s.slug,
      'name', s.name,
      'title', s.title,
      'excerpt', s.excerpt,
      'content', s.content,
      'status', s.status,
      'sponsored', s.sponsored,
      'category', s.category,
      'services', s.services,
      'credentials', s.credentials,
      'type', s.type,
      'is_home', s.is_home,
      'rating', s.rating,
      'website', s.website,
      'phone', s.phone,
      'email', s.email,
      'address', s.address,
      'city', s.city,
      'state', s.state,
      'zipcode', s.zipcode,
      'updated_at', s.updated_at,
      'provider', case when p.id is null then null else json_build_object(
        'company_name', p.company_name,
        'website', p.website,
        'user_type', p.user_type
      ) end
    )
    into result
    from public.services s
    left join public.profiles p
      on p.id = s.owner_id and p.user_type in ('partner', 'both')
   where s.id = p_id
     and ((s.status = 'active' and s.deleted_at is null)
          or s.owner_id = auth.uid()
          or public.is_admin());

  if result is null then
    raise exception using errcode = 'P0002', message = 'Listing not found',
      detail = format('No visible service with id %s', p_id);
  end if;
  return result;
end
$$;

-- Free-text search over services that stays fast at 100k rows. A client filter on the `search`
-- column (textSearch('search', q)) is correct but cannot use the GIN index under RLS: the @@
-- operator is not leakproof, so PostgreSQL must apply the policy first and scans every row.
-- This function applies the same visibility rule as the select policy itself and lets the index
-- do the work; callers chain filters, order, range and count on it like on the table:
--   supabase.rpc('search_services', { p_query: q }, { count: 'exact' })
--     .eq('status', 'active').order('updated_at', { ascending: false }).range(0, 9)
create or replace function public.search_services(p_query text) returns setof public.services
language sql stable security definer set search_path = '' as $$
  select s.*
    from public.services s
   where s.search @@ websearch_to_tsquery('english', p_query)
     and ((s.status = 'active' and s.deleted_at is null)
          or s.owner_id = auth.uid()
          or public.is_admin())
$$;
