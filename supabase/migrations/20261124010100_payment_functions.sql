-- The webhook's one write (apply_payment_event, service role only) and the read of one payment
-- by its checkout reference (payment_receipt), for /donate/thank-you and /payment/success.

create or replace function public.listing_title(p_table text, p_id bigint) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  title text;
begin
  case p_table
    when 'vet_deals' then select d.title into title from public.vet_deals d where d.id = p_id;
    when 'services' then select s.name into title from public.services s where s.id = p_id;
    when 'blog_posts' then select b.title into title from public.blog_posts b where b.id = p_id;
    else title := null;
  end case;
  return title;
end
$$;

-- Outcome is one of paid, failed, expired, refunded. The event id is recorded first: a replayed
-- event changes nothing. A paid featured plan extends the listing's featured_until from the
-- later of now and the current end, never shortening it; a refund takes back the days it bought.
create or replace function public.apply_payment_event(
  p_event_id text,
  p_event_type text,
  p_payment_id uuid,
  p_outcome text,
  p_email text default null,
  p_reason text default null,
  p_payment_intent text default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pay public.payments;
  plan_days integer;
  current_end timestamptz;
  period_start timestamptz;
  period_end timestamptz;
begin
  if p_outcome not in ('paid', 'failed', 'expired', 'refunded') then
    raise exception using errcode = '22023', message = 'Unknown payment outcome';
  end if;
  insert into public.payment_events (id, type, payment_id)
  values (p_event_id, p_event_type,
          (select p.id from public.payments p where p.id = p_payment_id))
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('applied', false, 'reason', 'duplicate event');
  end if;
  select * into pay from public.payments p where p.id = p_payment_id for update;
  if not found then
    return jsonb_build_object('applied', false, 'reason', 'unknown payment');
  end if;

  if p_outcome = 'paid' and pay.status in ('pending', 'failed', 'expired') then
    if pay.kind = 'featured' then
      select pl.duration_days into plan_days from public.plans pl where pl.id = pay.plan_id;
      execute format('select featured_until from public.%I where id = $1 for update',
                     pay.listing_table)
        into current_end using pay.listing_id;
      period_start := greatest(now(), coalesce(current_end, now()));
      period_end := period_start + make_interval(days => plan_days);
      execute format('update public.%I set featured_until = $1 where id = $2',
                     pay.listing_table)
        using period_end, pay.listing_id;
    end if;
    update public.payments p set
      status = 'paid',
      paid_at = now(),
      failure_reason = null,
      email = coalesce(nullif(btrim(p_email), ''), p.email),
      payment_intent_id = coalesce(p_payment_intent, p.payment_intent_id),
      receipt_number = 'VH-' || to_char(now() at time zone 'UTC', 'YYYYMMDD') || '-'
                       || upper(left(replace(p.id::text, '-', ''), 10)),
      featured_from = period_start,
      featured_until = period_end
    where p.id = pay.id;
  elsif p_outcome = 'failed' and pay.status = 'pending' then
    update public.payments p set status = 'failed', failure_reason = left(p_reason, 300)
    where p.id = pay.id;
  elsif p_outcome = 'expired' and pay.status = 'pending' then
    update public.payments p set status = 'expired' where p.id = pay.id;
  elsif p_outcome = 'refunded' and pay.status = 'paid' then
    if pay.kind = 'featured' and pay.featured_until is not null then
      execute format(
        'update public.%I set featured_until = case when featured_until - $1 > now() '
        'then featured_until - $1 end where id = $2', pay.listing_table)
        using pay.featured_until - pay.featured_from, pay.listing_id;
    end if;
    update public.payments p set status = 'refunded', refunded_at = now() where p.id = pay.id;
  else
    return jsonb_build_object('applied', false, 'reason', 'no change from ' || pay.status);
  end if;
  select * into pay from public.payments p where p.id = p_payment_id;
  return jsonb_build_object('applied', true, 'status', pay.status, 'kind', pay.kind,
                            'email', pay.email, 'receipt_number', pay.receipt_number);
end
$$;
revoke all on function public.apply_payment_event(text, text, uuid, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.apply_payment_event(text, text, uuid, text, text, text, text)
  to service_role;
revoke all on function public.listing_title(text, bigint) from public, anon, authenticated;
grant execute on function public.listing_title(text, bigint) to service_role;

-- One payment by its id or checkout session id. A donation is readable by whoever holds the
-- reference (it was only ever in the donor's own redirect URL); a featured plan by its payer and
-- admins. A pending checkout past its expiry reads as expired: no job is needed.
create or replace function public.payment_receipt(p_ref text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pay public.payments;
  plan_name text;
begin
  if p_ref is null or char_length(p_ref) > 255 then
    raise exception using errcode = 'PT400', message = 'A payment reference is required';
  end if;
  select * into pay from public.payments p
  where p.checkout_session_id = p_ref
     or (p_ref ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' and p.id = p_ref::uuid);
  if not found or (pay.kind = 'featured'
                   and not coalesce(pay.payer_id = auth.uid() or public.is_admin(), false)) then
    raise exception using errcode = 'PT404', message = 'Payment not found';
  end if;
  select pl.name into plan_name from public.plans pl where pl.id = pay.plan_id;
  return jsonb_build_object(
    'id', pay.id,
    'kind', pay.kind,
    'status', case when pay.status = 'pending' and pay.expires_at <= now() then 'expired'
                   else pay.status end,
    'amount_cents', pay.amount_cents,
    'currency', pay.currency,
    'recurring', pay.recurring,
    'receipt_number', pay.receipt_number,
    'receipt_name', pay.receipt_name,
    'failure_reason', pay.failure_reason,
    'created_at', pay.created_at,
    'paid_at', pay.paid_at,
    'refunded_at', pay.refunded_at,
    'plan_name', plan_name,
    'listing_table', pay.listing_table,
    'listing_id', pay.listing_id,
    'listing_title', public.listing_title(pay.listing_table, pay.listing_id),
    'featured_from', pay.featured_from,
    'featured_until', pay.featured_until
  );
end
$$;
revoke all on function public.payment_receipt(text) from public;
grant execute on function public.payment_receipt(text) to anon, authenticated;
